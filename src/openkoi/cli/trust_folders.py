"""`openkoi trust folder add|remove|list [PATH]`: the folders whose own skills
(``.agents/skills``, ``.agents/evaluators``) openkoi loads and whose ``.openkoi/config.toml``
it takes as it is (see ``openkoi.trusted_folders``, ``openkoi.project_config``)."""

from __future__ import annotations

import argparse
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App


def register_folders(actions: Any) -> None:
    """Add the ``folder`` action to `openkoi trust`."""
    p = actions.add_parser("folder", help="folders whose .agents/ skills and project config "
                           "openkoi uses as they are",
                           description="Workspace skills (.agents/skills, .agents/evaluators) "
                           "are loaded, and the project's .openkoi/config.toml is taken as it "
                           "is, only in trusted folders (and the folders inside them); "
                           "elsewhere a project config may only tighten. Stored in "
                           "<config>/trusted-folders.json.")
    fs = p.add_subparsers(dest="folder_command", metavar="ACTION")
    a = fs.add_parser("add", help="trust a folder (default: the workspace)")
    a.add_argument("path", nargs="?", help="the folder (default: the current workspace)")
    a.set_defaults(handler=add)
    r = fs.add_parser("remove", help="stop trusting a folder")
    r.add_argument("path", nargs="?", help="the folder (default: the current workspace)")
    r.set_defaults(handler=remove)
    s = fs.add_parser("list", help="the trusted folders")
    s.add_argument("--json", action="store_true", help="print as JSON")
    s.set_defaults(handler=list_folders)
    p.set_defaults(handler=list_folders, json=False)


def add(args: argparse.Namespace, app: App) -> int:
    from openkoi import trusted_folders as trusted

    app.print(f"trusted: {trusted.add(app.paths, args.path or app.workspace)}")
    return exits.OK


def remove(args: argparse.Namespace, app: App) -> int:
    from openkoi import trusted_folders as trusted

    target = args.path or app.workspace
    if trusted.remove(app.paths, target):
        app.print(f"no longer trusted: {target}")
    else:
        app.print(f"{target} was not in the trusted folders")
    return exits.OK


def list_folders(args: argparse.Namespace, app: App) -> int:
    from openkoi import trusted_folders as trusted

    found = trusted.folders(app.paths)
    if args.json:
        app.print_json(found)
    elif not found:
        app.print("no trusted folders: workspace skills are not loaded anywhere")
    else:
        for f in found:
            app.print(f)
    return exits.OK
