"""Every file openkoi writes goes through here, so no write is ever half done.

``atomic_write``: a temp file beside the target (created exclusively, never through a link),
write, fsync, rename over the target, fsync the folder. A crash or a full disk leaves the old
file whole or the new one whole, never a mix; and since rename replaces the directory entry,
a symlink or a hard link sitting at the target is replaced, never written through.
``atomic_append``: one more line for the small JSON-lines logs (history, audit), done the same
way. ``open_regular`` opens a file for reading only if it is a plain file that is not a link
of either kind (``O_NOFOLLOW``, ``st_nlink == 1``): what the file tools use so a link to a
file outside the workspace is never read. ``is_disk_full`` names the errors that mean the
disk (or a quota) is full: those end a task, they are not the model's to retry.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import re
import stat
import threading
from pathlib import Path

DISK_FULL = frozenset({errno.ENOSPC, errno.EDQUOT})
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)


def is_disk_full(exc: BaseException) -> bool:
    """True for ENOSPC / EDQUOT, and for SQLite's own 'database or disk is full'."""
    if isinstance(exc, OSError) and exc.errno in DISK_FULL:
        return True
    return type(exc).__name__ == "OperationalError" and "disk is full" in str(exc)


def _write_all(fd: int, raw: bytes) -> None:
    view = memoryview(raw)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _sync_dir(folder: Path) -> None:
    """fsync the folder so the rename itself survives a power cut (best effort: some file
    systems refuse to fsync a directory)."""
    try:
        fd = os.open(folder, os.O_RDONLY | _DIRECTORY)
    except OSError:
        return
    with contextlib.suppress(OSError):
        os.fsync(fd)
    os.close(fd)


def _regular_mode(st: os.stat_result | None) -> int | None:
    """The permissions of a regular file's ``lstat``; None for none or anything else."""
    return stat.S_IMODE(st.st_mode) if st is not None and stat.S_ISREG(st.st_mode) else None


_TEMP = re.compile(r"^\..+\.(\d+)\.\d+\.tmp$")


def stale_temp(path: Path) -> bool:
    """Whether ``path`` is a temp file ``atomic_write`` left behind: its name has the temp
    pattern and the process that wrote it is gone (killed between write and rename)."""
    found = _TEMP.match(path.name)
    if found is None:
        return False
    pid = int(found.group(1))
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # alive, someone else's
        return False
    return False


def is_temp_name(name: str) -> bool:
    """Whether ``name`` looks like one of ``atomic_write``'s temp files."""
    return _TEMP.match(name) is not None


def atomic_write(path: Path, data: str | bytes, *, mode: int | None = None) -> None:
    """Replace ``path`` with ``data`` atomically. ``mode``: the new file's permissions;
    None keeps those of the file being replaced (an executable stays executable), 0o644 for
    a new file. Raises OSError (the target untouched, no temp file left) on failure.

    A file replaced by one of the same size within the same second gets a modification time
    one second later than the old one's: caches keyed on (whole-second mtime, size), Python's
    ``.pyc`` files and pytest's rewritten test modules among them, would otherwise keep running
    the old code."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        before: os.stat_result | None = os.lstat(path)
    except OSError:
        before = None
    final_mode = mode if mode is not None else (_regular_mode(before) or 0o644)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    # per process and thread: two writers of the same file never share a temp file
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW, 0o600)
    try:
        try:
            _write_all(fd, raw)
            os.fsync(fd)
            os.fchmod(fd, final_mode)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if before is not None and len(raw) == before.st_size:
        _step_past(path, before)
    _sync_dir(path.parent)


def _step_past(path: Path, before: os.stat_result) -> None:
    """Give ``path`` an mtime in a later whole second than ``before``'s if it has none."""
    with contextlib.suppress(OSError):
        now = os.stat(path, follow_symlinks=False)
        old_second = before.st_mtime_ns // 1_000_000_000
        if now.st_mtime_ns // 1_000_000_000 <= old_second:
            os.utime(path, ns=(now.st_atime_ns, (old_second + 1) * 1_000_000_000),
                     follow_symlinks=False)


def atomic_append(path: Path, line: str, *, mode: int | None = None) -> None:
    """Add ``line`` (a newline is added if missing) at the end of ``path`` by rewriting it
    atomically: for small logs only, where a torn last line would lose or corrupt a record."""
    path = Path(path)
    try:
        with open_regular(path) as fh:
            old = fh.read()
    except FileNotFoundError:
        old = b""
    if old and not old.endswith(b"\n"):
        old += b"\n"
    text = line if line.endswith("\n") else line + "\n"
    atomic_write(path, old + text.encode("utf-8"), mode=mode)


class LinkRefused(OSError):
    """The file is a symlink, a hard link or not a plain file: refused, not followed."""


def open_regular(path: Path, *, allow_hard_links: bool = True) -> io.FileIO:
    """Open ``path`` for binary reading without following a final symlink; refuse what is
    not a regular file and, unless ``allow_hard_links``, a file with other hard links
    (another name for it may sit outside the workspace). Raises FileNotFoundError,
    LinkRefused or another OSError."""
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise LinkRefused(errno.ELOOP, "is a symbolic link", str(path)) from None
        raise
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            if stat.S_ISDIR(st.st_mode):
                raise IsADirectoryError(errno.EISDIR, "is a directory", str(path))
            raise LinkRefused(errno.EINVAL, "is not a regular file", str(path))
        if not allow_hard_links and st.st_nlink > 1:
            raise LinkRefused(errno.EMLINK, f"has {st.st_nlink} hard links", str(path))
    except BaseException:
        os.close(fd)
        raise
    return io.FileIO(fd, "rb")


def hard_linked(path: Path) -> bool:
    """True when ``path`` is a regular file with more than one name (not following links)."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode) and st.st_nlink > 1
