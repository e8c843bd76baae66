// Stands in for `server-only` under Vitest, which runs server modules outside Next's bundler.
export {};
