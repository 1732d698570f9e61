"""Plugins: what openkoi can use comes through hooks, built-in and third-party alike.

In the manner of simonw/llm: the hook specifications below are pluggy hookspecs; a plugin is
a module with ``@hookimpl`` functions. openkoi's own tools, evaluators and model providers
register through the same hooks (``BUILTIN``: ``openkoi.tools.plugin``,
``openkoi.engine.evaluators.plugin``, ``openkoi.models.plugin``,
``openkoi.integrations.plugin``), and a package joins by
naming its module under the ``openkoi`` entry-point group::

    # pyproject.toml of the package
    [project.entry-points.openkoi]
    weather = "openkoi_weather"

    # openkoi_weather.py
    from openkoi.plugins import hookimpl

    @hookimpl
    def register_tools(register):
        register(WeatherTool())

A package that fails to import is skipped with a warning (``openkoi plugins`` shows why);
``OPENKOI_NO_PLUGINS=1`` loads the built-in ones only. ``openkoi plugins`` lists every plugin,
its hooks, what it registered and where it comes from.

Sandboxed plugins (a WebAssembly module or a Lua script with a ``plugin.toml``, in
``<config>/plugins/NAME/``: ``openkoi.tools.ext``) join the same registry, one pluggy plugin
each, through ``register_tools`` and ``register_hooks``. ``openkoi plugins disable NAME``
keeps a package or a plugin folder from loading (``<config>/plugins.json``).
"""

from __future__ import annotations

import importlib
import logging
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pluggy

GROUP = "openkoi"  # the entry-point group and the pluggy project name
hookspec = pluggy.HookspecMarker(GROUP)
hookimpl = pluggy.HookimplMarker(GROUP)
BUILTIN = ("openkoi.tools.plugin", "openkoi.engine.evaluators.plugin", "openkoi.models.plugin",
           "openkoi.integrations.plugin")
log = logging.getLogger("openkoi.plugins")


class Specs:
    """The hooks. Each gets ``register``: call it once per thing the plugin adds."""

    @hookspec
    def register_tools(self, register: Callable[[Any], None]) -> None:
        """Tools the model may call: ``register(tool)`` with an ``openkoi.tools.base.Tool``
        (a name, a JSON schema, an effect and a domain for the trust levels, ``run``)."""

    @hookspec
    def register_evaluators(self, register: Callable[[Any], None]) -> None:
        """Grounded checks run on every iteration before the judge: ``register(factory)``
        with a callable returning an object with ``name`` and
        ``async evaluate(ctx: EvalContext) -> Part`` (see engine/evaluators/base.py)."""

    @hookspec
    def register_providers(self, register: Callable[[Any], None]) -> None:
        """Model providers: ``register(info)`` with an ``openkoi.models.providers.ProviderInfo``
        (an OpenAI- or Anthropic-compatible endpoint and its models)."""

    @hookspec
    def register_hooks(self, register: Callable[[Any], None]) -> None:
        """Functions the engine calls at its hook points (before/after plan, before/after
        each tool call, after evaluation, task end): ``register(impl)`` with an
        ``openkoi.tools.ext.hooks.HookImpl`` (see that module for what each may answer)."""

    @hookspec
    def register_integrations(self, register: Callable[[Any], None]) -> None:
        """Services task results are posted to: ``register(cls)`` with a subclass of
        ``openkoi.integrations.base.Integration`` (its ``name`` is the
        ``[integrations.NAME]`` table of config.toml)."""


HOOKS = ("register_tools", "register_evaluators", "register_providers", "register_hooks",
         "register_integrations")
EXT = "openkoi.tools.ext.plugin"  # loads the WebAssembly and script plugin folders


@dataclass
class Plugin:
    name: str
    source: str  # "built-in", "PACKAGE VERSION (entry point NAME)" or a plugin folder
    hooks: list[str] = field(default_factory=list)
    error: str = ""  # why it could not be loaded (then it registered nothing)
    kind: str = "python"  # built-in | python | wasm | script | unknown (unreadable manifest)
    enabled: bool = True  # False: `openkoi plugins disable NAME` (then it registered nothing)


@dataclass
class Registered:
    """One thing a plugin registered."""

    hook: str
    item: Any
    plugin: str


class Plugins:
    """The plugin manager with every plugin loaded, and what each registered."""

    def __init__(self, *, third_party: bool = True, home: Path | None = None) -> None:
        self.pm = pluggy.PluginManager(GROUP)
        self.pm.add_hookspecs(Specs)
        self.plugins: list[Plugin] = []
        for module in BUILTIN:
            self._add(importlib.import_module(module), module, "built-in", kind="built-in")
        if third_party:
            from openkoi.config import Paths

            self.home = home or Paths.from_env().home
            self.disabled = _disabled(self.home)
            self._load_entry_points()
            self._load_folders()

    def _add(self, module: Any, name: str, source: str, kind: str = "python") -> None:
        self.pm.register(module, name=name)
        hooks = [h for h in HOOKS if any(
            impl.plugin_name == name for impl in getattr(self.pm.hook, h).get_hookimpls())]
        self.plugins.append(Plugin(name, source, hooks, kind=kind))

    def _load_folders(self) -> None:
        for name, source, kind, loaded, error, enabled in importlib.import_module(EXT).load(
                self.home, self.disabled):
            if loaded is not None and not self.pm.has_plugin(name):
                self._add(loaded, name, source, kind)
            else:
                self.plugins.append(Plugin(name, source, error=error, kind=kind,
                                           enabled=enabled))

    def _load_entry_points(self) -> None:
        from importlib.metadata import entry_points

        for ep in entry_points(group=GROUP):
            dist = getattr(ep, "dist", None)
            source = (f"{dist.name} {dist.version} (entry point {ep.name})" if dist is not None
                      else f"entry point {ep.name}")
            if self.pm.has_plugin(ep.value):
                continue
            if ep.value in self.disabled or ep.name in self.disabled:
                self.plugins.append(Plugin(ep.value, source, enabled=False))
                continue
            try:
                module = ep.load()
                self._add(module, ep.value, source)
            except Exception as exc:  # a broken package must not break openkoi
                log.warning("plugin %s (%s) not loaded: %s", ep.name, source, exc)
                self.plugins.append(Plugin(ep.value, source, error=f"{type(exc).__name__}: "
                                                                   f"{exc}"))

    def registered(self, hook: str) -> list[Registered]:
        """What every plugin registered through ``hook``, built-in ones first."""
        out: list[Registered] = []
        impls = getattr(self.pm.hook, hook).get_hookimpls()
        order = {p.name: i for i, p in enumerate(self.plugins)}
        for impl in sorted(impls, key=lambda i: order.get(i.plugin_name, len(order))):
            def register(item: Any, _name: str = impl.plugin_name) -> None:
                out.append(Registered(hook, item, _name))

            impl.function(register)
        return out


_LOCK = threading.Lock()
_CURRENT: Plugins | None = None


def manager() -> Plugins:
    """The process's plugins, loaded once."""
    global _CURRENT
    with _LOCK:
        if _CURRENT is None:
            _CURRENT = Plugins(third_party=os.environ.get("OPENKOI_NO_PLUGINS") != "1")
        return _CURRENT


def reset() -> None:
    """Forget the loaded plugins (tests; a long-lived process after installing one)."""
    global _CURRENT
    with _LOCK:
        _CURRENT = None


def tools() -> list[Any]:
    return [r.item for r in manager().registered("register_tools")]


def evaluators() -> list[Any]:
    """Evaluator factories, each called once per evaluation."""
    return [r.item for r in manager().registered("register_evaluators")]


def providers() -> list[Any]:
    return [r.item for r in manager().registered("register_providers")]


def integrations() -> list[Any]:
    """Integration classes (``openkoi.integrations.base.Integration``), built-in first."""
    return [r.item for r in manager().registered("register_integrations")]


def hooks() -> list[Any]:
    """Hook functions (``openkoi.tools.ext.hooks.HookImpl``) of every enabled plugin."""
    return [r.item for r in manager().registered("register_hooks")]


def _disabled(home: Path) -> set[str]:
    import json

    try:
        data = json.loads((home / "plugins.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()  # `openkoi plugins list` says what is wrong with the file
    names = data.get("disabled") if isinstance(data, dict) else None
    return {n for n in names if isinstance(n, str)} if isinstance(names, list) else set()
