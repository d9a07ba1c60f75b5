// The V8 options every app process runs with (docs/decisions/0052-young-generation.md). A server
// render leaves megabytes of short-lived objects; with V8's default young generation (32 MB here)
// they are scavenged several times a page. 64 MB semi-spaces: fresh boat pages +12 % a second and
// their p99 from ~185 to ~135 ms on the bench (each process may use ~100 MB more memory).
// V8 reads them only at start: `npm start` (package.json), the cluster's nodes and the bench's app
// pass them on the command line.
export const appNodeFlags = ['--max-semi-space-size=64'];
