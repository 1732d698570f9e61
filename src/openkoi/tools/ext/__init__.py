"""Sandboxed plugins: WebAssembly modules (wasmtime) and Lua scripts (lupa), each a folder
with a ``plugin.toml`` manifest, and the hooks they (and openkoi itself) answer.

- ``manifest``: find and read plugin folders, the enabled/disabled state;
- ``wasm``: run a module's exported functions with fuel, a memory cap and only the files
  the manifest was granted;
- ``script``: run a Lua script's functions with an instruction budget, a memory cap, a
  time limit and no I/O;
- ``hooks``: the hook points the engine fires and what a hook may answer;
- ``plugin``: joins all of it to the pluggy registry (``openkoi.plugins``).
"""
