"""The WebAssembly and script plugins in the pluggy registry (``openkoi.plugins``).

Each enabled plugin folder becomes one pluggy plugin whose ``register_tools`` and
``register_hooks`` add its tools (``PluginTool``) and hook functions: the same doors a Python
package uses. ``load(home, disabled)`` reads the folders; a plugin that does not load (a bad
manifest, a module that does not compile, a script that fails) is listed with its error and
registers nothing.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from openkoi.errors import OpenKoiError, ToolError
from openkoi.plugins import hookimpl
from openkoi.tools.base import Tool, ToolContext, ToolOutput
from openkoi.tools.ext.hooks import HookImpl
from openkoi.tools.ext.manifest import Manifest, ToolDecl, discover


class PluginTool(Tool):
    """A tool a WebAssembly or script plugin provides."""

    def __init__(self, runtime: Any, decl: ToolDecl) -> None:
        self.runtime = runtime
        self.decl = decl
        self.plugin = runtime.name
        self.name = decl.name
        self.description = decl.description or f"{decl.name} (plugin {runtime.name})"
        self.parameters = decl.parameters
        self.effect = decl.effect
        self.domain = decl.domain

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        if ctx.dry_run:
            return ToolOutput(f"(dry run) would call plugin {self.plugin}: {self.name}")
        out = await asyncio.to_thread(self._call, args, ctx.workspace)
        return ToolOutput(out, ok=not out.lstrip().startswith("error:"))

    def _call(self, args: dict[str, Any], workspace: Path) -> str:
        if self.runtime.manifest.kind == "wasm":
            if self.decl.input:
                data = str(args.get(self.decl.input, "")).encode("utf-8")
            else:
                data = json.dumps(args).encode("utf-8")
            return str(self.runtime.call(self.decl.export, data, workspace))
        answer = self.runtime.call(self.decl.export, args)
        if answer is None:
            return ""
        return answer if isinstance(answer, str) else json.dumps(answer)


class ManifestPlugin:
    """One plugin folder, loaded: what pluggy registers."""

    def __init__(self, manifest: Manifest) -> None:
        self.manifest = manifest
        if manifest.kind == "wasm":
            from openkoi.tools.ext.wasm import WasmPlugin

            self.runtime: Any = WasmPlugin(manifest)
        else:
            from openkoi.tools.ext.script import ScriptPlugin

            self.runtime = ScriptPlugin(manifest)
        self.tools = [PluginTool(self.runtime, d) for d in manifest.tools]

    @hookimpl
    def register_tools(self, register: Callable[[Any], None]) -> None:
        for tool in self.tools:
            register(tool)

    @hookimpl
    def register_hooks(self, register: Callable[[Any], None]) -> None:
        for hook in self.manifest.hooks:
            register(HookImpl(hook, self.manifest.name, self._hook(hook)))

    def _hook(self, hook: str) -> Callable[[dict[str, Any]], Any]:
        runtime = self.runtime

        def call(payload: dict[str, Any]) -> Any:
            if self.manifest.kind == "script":
                return runtime.call(hook, payload)
            text = runtime.call(hook, json.dumps(payload, default=str).encode("utf-8")).strip()
            if not text:
                return None
            try:
                return json.loads(text)
            except ValueError:
                raise ToolError(f"plugin {self.manifest.name}: {hook} answered something "
                                f"that is not JSON: {text[:80]!r}") from None

        return call


def load(home: Path, off: set[str]) -> list[tuple[str, str, str, Any, str, bool]]:
    """Every plugin folder as (name, source, kind, loaded plugin or None, error, enabled)."""
    out: list[tuple[str, str, str, Any, str, bool]] = []
    for found in discover(home):
        m = found.manifest
        if m is None:
            error = found.error.replace(f"{found.folder}/", "")  # the source names the folder
            out.append((found.name, str(found.folder), "unknown", None, error, True))
            continue
        if m.name in off:
            out.append((m.name, m.source, m.kind, None, "", False))
            continue
        try:
            out.append((m.name, m.source, m.kind, ManifestPlugin(m), "", True))
        except OpenKoiError as exc:
            out.append((m.name, m.source, m.kind, None, str(exc), True))
    return out
