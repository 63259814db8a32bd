import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { TestApp } from './test-app';

/** One route Nest registered: its method and full path, with the controller class and method that serve it. */
export interface RegisteredRoute {
  method: string;
  path: string;
  controller: new (...args: unknown[]) => unknown;
  handler: (...args: unknown[]) => unknown;
}

/** Every controller method of the running app, one entry per path it answers (architecture and fuzz tests). */
export function registeredRoutes(t: TestApp): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as RegisteredRoute['controller'] | undefined;
      if (!controller) continue;
      const prefix = Reflect.getMetadata(PATH_METADATA, controller) ?? '';
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler);
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        for (const p of Array.isArray(path) ? path : [path]) {
          routes.push({ method, path: `/api/${prefix}/${p}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1'), controller, handler });
        }
      }
    }
  }
  return routes;
}
