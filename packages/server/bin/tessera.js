#!/usr/bin/env node
// The `tessera` command: runs the server bundle built by `npm run build`.
import '../dist/tessera.js';
