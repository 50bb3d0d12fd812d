// `npm run serve`: React and the other packages pick their production builds from NODE_ENV, which must be set before
// they are imported, so the server itself is imported after it.
process.env['NODE_ENV'] ??= 'production';
await import('./production');
export {};
