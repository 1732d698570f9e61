"""`openkoi dashboard` from the command line: help, refusals, and no Textual at parser build."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from cli_support import openkoi


def env_for(tmp_path: Path) -> dict[str, str]:
    import os

    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    env.update({"OPENKOI_HOME": str(tmp_path / "home"), "HOME": str(tmp_path)})
    return env


def test_help_names_the_panes_and_keys(tmp_path: Path) -> None:
    done = openkoi(["dashboard", "--help"], env_for(tmp_path), tmp_path)
    assert done.returncode == 0
    for word in ("Tasks", "Live", "Costs", "Learnings", "Skills & tools", "Config",
                 "q quit", "r refresh", "tab"):
        assert word in done.stdout
    top = openkoi(["--help"], env_for(tmp_path), tmp_path)
    assert "openkoi dashboard" in top.stdout


def test_without_a_terminal_it_is_a_usage_error(tmp_path: Path) -> None:
    done = openkoi(["dashboard"], env_for(tmp_path), tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip() == ("error: the dashboard needs an interactive terminal (for "
                                   "scripts use `openkoi status --json` or `openkoi task list "
                                   "--json`)")


def test_an_out_of_range_interval_is_a_usage_error(tmp_path: Path) -> None:
    done = openkoi(["dashboard", "--interval", "0"], env_for(tmp_path), tmp_path)
    assert done.returncode == 2 and "--interval must be between 0.2 and 60" in done.stderr
    assert "Traceback" not in done.stderr


def test_building_the_parser_does_not_import_textual() -> None:
    code = ("import sys; from openkoi.cli.main import build_parser; build_parser(); "
            "print('textual' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.stdout.strip() == "False", out.stderr
