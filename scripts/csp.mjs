// The one Content-Security-Policy of this project. scripts/serve.mjs sends it as a header,
// scripts/build.mjs writes it into dist/index.html's meta tag, and the browser tests read it
// from here. Change it here and nowhere else.
//
// 'wasm-unsafe-eval' is what compiling WebAssembly needs; nothing else may run but same-origin
// files (the embind glue is built with -sDYNAMIC_EXECUTION=0, so it needs no eval).
export const CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
