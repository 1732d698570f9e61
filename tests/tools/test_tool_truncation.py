from __future__ import annotations

import os
import re
import time
from pathlib import Path

from openkoi.tools.truncation import clean_old, truncate


def test_short_output_is_untouched(tmp_path: Path) -> None:
    assert truncate("hello\nworld", save_dir=tmp_path / "out", name="x") == ("hello\nworld", None)
    assert not (tmp_path / "out").exists()


def test_too_many_lines_keeps_head_and_tail_and_saves_all(tmp_path: Path) -> None:
    text = "\n".join(f"line {i}" for i in range(1, 101))
    out, saved = truncate(text, max_lines=10, save_dir=tmp_path / "out", name="run_shell")
    assert saved is not None and saved.parent == tmp_path / "out"
    assert saved.read_text() == text
    lines = out.splitlines()
    assert lines[:5] == [f"line {i}" for i in range(1, 6)]
    assert lines[-5:] == [f"line {i}" for i in range(96, 101)]
    marker = lines[5]
    assert "90 lines" in marker and str(saved) in marker
    cut = len(text.encode()) - len("\n".join(lines[:5]) + "\n") - len("\n".join(lines[-5:]))
    assert f"({cut} bytes)" in marker
    assert saved.name.startswith("run_shell-")


def test_too_many_bytes_keeps_head_and_tail(tmp_path: Path) -> None:
    text = "A" * 30_000 + "B" * 30_000
    out, saved = truncate(text, max_bytes=1_000, save_dir=tmp_path, name="big")
    assert saved is not None and saved.read_text() == text
    assert len(out.encode()) <= 1_000
    assert out.startswith("A" * 300) and out.endswith("B" * 300)
    assert re.search(r"\[\.\.\. \d+ lines \(\d+ bytes\) cut; full output saved to ", out)


def test_cuts_never_split_multibyte_characters(tmp_path: Path) -> None:
    for text in ("é" * 5_000, "日本語" * 3_000, "🐟" * 4_000, "a" + "🐟" * 4_000):
        for max_bytes in (401, 402, 403, 404, 1_001):
            out, saved = truncate(text, max_bytes=max_bytes, save_dir=tmp_path, name="mb")
            assert saved is not None
            out.encode("utf-8")  # no lone surrogates or broken characters
            assert "\ufffd" not in out
            assert len(out.encode()) <= max_bytes
            head, _, tail = out.partition("[...")
            assert head.strip("\n") and set(head.strip("\n")) <= set(text)
            tail = tail.split("...]\n", 1)[1]
            assert tail and text.endswith(tail)


def test_unsaveable_output_still_truncates(tmp_path: Path) -> None:
    blocker = tmp_path / "file-not-dir"
    blocker.write_text("")
    out, saved = truncate("x\n" * 50, max_lines=4, save_dir=blocker, name="x")
    assert saved is None
    assert "could not be saved" in out
    assert out.count("x") == 4


def test_clean_old_removes_only_week_old_files(tmp_path: Path) -> None:
    old, new = tmp_path / "old.txt", tmp_path / "new.txt"
    old.write_text("o")
    new.write_text("n")
    week_ago = time.time() - 8 * 86_400
    os.utime(old, (week_ago, week_ago))
    assert clean_old(tmp_path) == 1
    assert not old.exists() and new.exists()
    assert clean_old(tmp_path / "missing") == 0
