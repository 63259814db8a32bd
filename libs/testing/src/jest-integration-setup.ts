// Integration tests talk to a real server and database; on a loaded 2-core machine they need more than Jest's 5 s.
jest.setTimeout(60_000);
