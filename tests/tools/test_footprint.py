"""What a tool call touches decides which calls of one turn may run at once."""

from __future__ import annotations

from pathlib import Path

from openkoi.tools import footprint
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import builtin_tools


def fp(ctx: ToolContext, name: str, **args: object) -> footprint.Footprint:
    tool = next(t for t in builtin_tools() if t.name == name)
    return footprint.of(tool, dict(args), ctx)


def test_reads_never_conflict_with_reads(ctx: ToolContext) -> None:
    a = fp(ctx, "read_file", path="a.py")
    b = fp(ctx, "search", pattern="x")
    c = fp(ctx, "list_files")
    assert not a.conflicts(b) and not b.conflicts(c) and not a.conflicts(c)


def test_a_write_conflicts_with_its_own_path_and_its_folders(ctx: ToolContext) -> None:
    write = fp(ctx, "write_file", path="pkg/a.py", content="x")
    assert write.conflicts(fp(ctx, "edit_file", path="pkg/a.py", old="x", new="y"))
    assert write.conflicts(fp(ctx, "read_file", path="pkg/a.py"))
    assert write.conflicts(fp(ctx, "list_files", path="pkg"))  # the folder holds it
    assert write.conflicts(fp(ctx, "search", pattern="x"))  # the whole workspace
    assert not write.conflicts(fp(ctx, "write_file", path="pkg/b.py", content="y"))
    assert not write.conflicts(fp(ctx, "read_file", path="other/a.py"))


def test_think_touches_nothing(ctx: ToolContext) -> None:
    think = fp(ctx, "think", thought="hm")
    assert think == footprint.NOTHING
    assert not think.conflicts(fp(ctx, "write_file", path="a.py", content=""))


def test_shell_lines_by_what_they_do(ctx: ToolContext) -> None:
    ws = str(ctx.workspace)
    tests_a = fp(ctx, "run_shell", command="cd a && python -m pytest -q")
    assert tests_a.reads == {ws + "/a"} and not tests_a.writes
    build_b = fp(ctx, "run_shell", command="cd b && make")
    assert build_b.writes == {ws + "/b"}
    assert not tests_a.conflicts(build_b)  # separate folders
    assert build_b.conflicts(fp(ctx, "run_shell", command="cd b/sub && ls"))
    assert not tests_a.conflicts(fp(ctx, "run_shell", command="pytest tests/x"))  # both read
    grep = fp(ctx, "run_shell", command="grep -rn foo . | head")
    assert grep.reads == {ws} and not grep.writes
    assert fp(ctx, "run_shell", command="ls > out.txt").writes == {ws}
    assert not fp(ctx, "run_shell", command="ls 2>/dev/null").writes
    assert fp(ctx, "run_shell", command="git diff").reads == {ws}
    assert fp(ctx, "run_shell", command="git commit -m x").writes == {ws}
    assert fp(ctx, "run_shell", command="sed -i s/a/b/ f").writes == {ws}
    assert fp(ctx, "run_shell", command="find . -name '*.pyc' -delete").writes == {ws}
    # a folder that points elsewhere is the whole workspace
    assert fp(ctx, "run_shell", command="cd a && rm -rf ../b").writes == {ws}
    assert fp(ctx, "run_shell", command="cd /tmp && make").writes == {ws}
    assert fp(ctx, "run_shell", command='cd "$D" && make').writes == {ws}


def test_what_cannot_be_told_runs_alone(ctx: ToolContext) -> None:
    for command in ("pip install requests", "echo $(rm -rf x)", "echo 'unbalanced"):
        assert fp(ctx, "run_shell", command=command).barrier, command
    barrier = footprint.BARRIER
    assert barrier.conflicts(footprint.NOTHING) and footprint.NOTHING.conflicts(barrier)


def test_a_tool_may_declare_its_own(ctx: ToolContext, tmp_path: Path) -> None:
    from openkoi.tools.base import EFFECT_EXTERNAL, Tool, ToolOutput

    class Own(Tool):
        name = "own"
        parameters = {"type": "object", "properties": {}}
        effect = EFFECT_EXTERNAL

        def footprint(self, args: dict[str, object], ctx: ToolContext) -> footprint.Footprint:
            return footprint.Footprint(reads=frozenset({str(ctx.workspace / "x")}))

        async def run(self, args: dict[str, object], ctx: ToolContext) -> ToolOutput:
            return ToolOutput("")

    class Plain(Own):
        footprint = None  # type: ignore[assignment]

    assert footprint.of(Own(), {}, ctx).reads == {str(ctx.workspace / "x")}
    assert footprint.of(Plain(), {}, ctx).barrier  # external effects, no paths: alone
