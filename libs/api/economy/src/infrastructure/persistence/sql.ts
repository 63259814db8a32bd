// The helpers live in the kernel now (one copy for every context); this re-export keeps the imports of files being
// rewritten elsewhere working until they import '@grimhunt/api-kernel' themselves.
export { rowsOf, UUID_PATTERN } from '@grimhunt/api-kernel';
