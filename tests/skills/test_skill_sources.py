"""Skill sources: the Agent Skills format, precedence, lenient parsing, trusted workspaces."""

from __future__ import annotations

from pathlib import Path

from skill_helpers import make_paths, write_skill

from openkoi import trusted_folders as trusted
from openkoi.skills.loader import bundled_skills, load_skills, parse_skill

BUNDLED = {"self-iterate", "general", "code-review", "prose-quality", "sql-safety",
           "api-design", "test-quality"}


def test_seven_bundled_skills_with_weighted_rubrics() -> None:
    warnings: list[str] = []
    skills = {s.name: s for s in bundled_skills(warnings)}
    assert warnings == []
    assert set(skills) == BUNDLED
    for name in BUNDLED - {"self-iterate"}:
        s = skills[name]
        assert s.kind == "evaluator" and len(s.dimensions) >= 3, name
        assert abs(sum(d.weight for d in s.dimensions) - 1.0) < 1e-9, name
        for d in s.dimensions:  # each dimension has its criteria in the body
            assert d.name.replace("_", " ").lower() in s.body.lower(), (name, d.name)
    assert skills["self-iterate"].kind == "task"
    assert skills["self-iterate"].requires_files == ("src/openkoi/__init__.py",)


def test_agent_skills_frontmatter_fields(tmp_path: Path) -> None:
    md = write_skill(tmp_path, "deploy", "Deploys the app.", extra=(
        "license: Apache-2.0\ncompatibility: needs docker\nallowed-tools: run_shell read_file\n"
        "metadata:\n  categories: [ops, Deploy]\n"))
    (md.parent / "scripts").mkdir()
    (md.parent / "scripts" / "deploy.sh").write_text("echo hi\n")
    (md.parent / "references").mkdir()
    (md.parent / "references" / "notes.md").write_text("notes\n")
    s = parse_skill(md.read_text(), source="user", warnings=[], path=str(md))
    assert s is not None
    assert (s.license, s.compatibility) == ("Apache-2.0", "needs docker")
    assert s.allowed_tools == ("run_shell", "read_file")
    assert s.categories == ("ops", "deploy")
    assert s.resources() == ["scripts/deploy.sh", "references/notes.md"]


def test_precedence_later_source_overrides(tmp_path: Path) -> None:
    paths = make_paths(tmp_path)
    ws = tmp_path / "ws"
    write_skill(paths.data / "skills" / "managed", "shared", "from managed")
    write_skill(ws / ".agents" / "skills", "shared", "from workspace")
    write_skill(paths.home / "skills" / "user", "shared", "from user")
    write_skill(paths.home / "skills" / "approved", "shared", "from approved")
    write_skill(paths.home / "skills" / "proposed", "pending", "never loaded before approval")
    dims = "metadata:\n  dimensions:\n    - {name: speed, weight: 1}\n"
    write_skill(ws / ".agents" / "evaluators", "general", "my general", kind="evaluator",
                extra=dims)

    def loaded(trust: bool) -> dict[str, tuple[str, str]]:
        return {s.name: (s.source, s.description)
                for s in load_skills(paths, ws, trusted=trust)}

    assert loaded(True)["shared"] == ("approved", "from approved")
    assert loaded(True)["general"] == ("workspace", "my general")
    assert "pending" not in loaded(True)
    (paths.home / "skills" / "approved" / "shared" / "SKILL.md").unlink()
    assert loaded(True)["shared"] == ("user", "from user")
    (paths.home / "skills" / "user" / "shared" / "SKILL.md").unlink()
    assert loaded(True)["shared"] == ("workspace", "from workspace")
    assert loaded(False)["shared"] == ("managed", "from managed")
    assert loaded(False)["general"][0] == "bundled"


def test_broken_skill_files_are_skipped_with_a_warning(tmp_path: Path) -> None:
    paths = make_paths(tmp_path)
    root = paths.home / "skills" / "user"
    write_skill(root, "good", "fine")
    bad_yaml = root / "bad-yaml" / "SKILL.md"
    bad_yaml.parent.mkdir(parents=True)
    bad_yaml.write_text("---\nname: [unclosed\n---\nbody\n")
    no_front = root / "no-front" / "SKILL.md"
    no_front.parent.mkdir()
    no_front.write_text("# just markdown\n")
    no_name = root / "no-name" / "SKILL.md"
    no_name.parent.mkdir()
    no_name.write_text("---\ndescription: x\n---\nbody\n")
    binary = root / "binary" / "SKILL.md"
    binary.parent.mkdir()
    binary.write_bytes(b"\xff\xfe\x00garbage")
    write_skill(root, "eval-no-dims", "x", kind="evaluator")
    warnings: list[str] = []
    names = {s.name for s in load_skills(paths, None, warnings=warnings)}
    assert "good" in names and names >= BUNDLED
    assert "eval-no-dims" not in names
    text = "\n".join(warnings)
    for path in (bad_yaml, no_front, no_name, binary):
        assert str(path) in text
    assert "an evaluator needs metadata.dimensions" in text


def test_workspace_skills_only_in_a_trusted_folder(tmp_path: Path) -> None:
    paths = make_paths(tmp_path)
    ws = tmp_path / "project"
    write_skill(ws / ".agents" / "skills", "team-style", "our conventions")
    warnings: list[str] = []
    assert "team-style" not in {s.name for s in load_skills(
        paths, ws, trusted=trusted.is_trusted(paths, ws), warnings=warnings)}
    assert any("not trusted" in w and "openkoi trust folder add" in w for w in warnings)
    trusted.add(paths, tmp_path)  # a parent folder covers the project inside it
    assert trusted.is_trusted(paths, ws)
    assert "team-style" in {s.name for s in load_skills(
        paths, ws, trusted=trusted.is_trusted(paths, ws))}
    assert trusted.remove(paths, tmp_path)
    assert not trusted.is_trusted(paths, ws)
