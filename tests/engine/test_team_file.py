"""The agents file: good files load, broken ones name the line and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from openkoi.engine import team
from openkoi.errors import ConfigError

GOOD = '''\
[team]
lead = "lead"
members = ["coder"]

[agents.lead]
role = "tech lead"
instructions = "Split the work."
tools = ["read_file", "search", "delegate"]

[agents.coder]
role = "writes Python"
instructions = """
Small functions, a test for each.
"""
tools = ["read_file", "write_file"]
skills = ["code-review"]
trust = "suggest"
path = "src"

[agents.scout]
role = "reads"
write = false
'''


def load(tmp_path: Path, text: str) -> team.AgentsFile:
    path = tmp_path / "agents.toml"
    path.write_text(text)
    return team.load(path)


def test_a_good_file(tmp_path: Path) -> None:
    file = load(tmp_path, GOOD)
    assert file.lead == "lead" and file.members == ("coder",)
    coder = file.get("coder")
    assert coder.instructions == "Small functions, a test for each."
    assert coder.tools == ("read_file", "write_file") and coder.trust == "suggest"
    assert coder.path == "src" and coder.write and coder.line == 10
    assert file.get("scout").write is False and file.get("scout").tools is None
    assert file.members_of("lead") == ["coder"]
    assert file.members_of("scout") == ["lead", "coder"]  # no team role: the others


@pytest.mark.parametrize("change, needle", [
    (('trust = "suggest"', 'trust = "boss"'), ":17: agents.coder.trust must be one of"),
    (('tools = ["read_file", "write_file"]', 'tools = "read_file"'),
     ":15: agents.coder.tools must be a list of strings"),
    (('path = "src"', 'path = "../up"'), ":18: agents.coder.path must be a folder inside"),
    (('role = "reads"', 'rol = "reads"'), ":21: unknown field agents.scout.rol"),
    (('members = ["coder"]', 'members = ["nobody"]'), ":3: team.members: 'nobody' is not"),
    (('lead = "lead"', 'lead = "boss"'), ":2: team.lead must name one of the agents"),
    (('write = false', 'write = "no"'), ":22: agents.scout.write must be a boolean"),
    (("[agents.scout]", "[agents.Scout]"), ":20: invalid agent name 'Scout'"),
    (('role = "reads"', 'model = "gpt-4o"'), ":21: agents.scout.model 'gpt-4o' is not in"),
    (("[team]", "[teams]"), ": unknown table 'teams'"),
    (('lead = "lead"', 'lead = '), "not valid TOML"),
])
def test_a_broken_file_names_the_line_and_field(tmp_path: Path, change: tuple[str, str],
                                                 needle: str) -> None:
    with pytest.raises(ConfigError) as err:
        load(tmp_path, GOOD.replace(*change))
    assert needle in str(err.value)
    assert err.value.hint


def test_no_agents_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no agents declared"):
        load(tmp_path, "[team]\nlead = 'x'\n")


def test_build_checks_tools_and_skills_and_limits_a_reader(tmp_path: Path) -> None:
    from openkoi.skills.loader import bundled_skills

    file = load(tmp_path, GOOD)
    coder = team.build(file.get("coder"), file.path, guard=None, skills=bundled_skills())
    assert coder.registry.names() == ["read_file", "write_file"]
    assert "Small functions" in coder.directive and "Skill code-review" in coder.directive
    scout = team.build(file.get("scout"), file.path, guard=None, skills=[])
    assert "write_file" not in scout.registry.names() and "read_file" in scout.registry.names()
    broken = load(tmp_path, GOOD.replace('"write_file"]', '"write_files"]'))
    with pytest.raises(ConfigError, match=r":15: agents.coder.tools: unknown tool 'write_files'"):
        team.build(broken.get("coder"), broken.path, guard=None, skills=bundled_skills())
    with pytest.raises(ConfigError, match=r":16: agents.coder.skills: unknown skill"):
        team.build(file.get("coder"), file.path, guard=None, skills=[])


def test_an_agents_trust_caps_the_levels_and_never_raises_them(tmp_path: Path) -> None:
    from openkoi.errors import PolicyViolation
    from openkoi.mind.trust import TrustStore, make_guard
    from openkoi.tools.base import ToolContext
    from openkoi.tools.files import ReadFile, WriteFile

    store = TrustStore.at(tmp_path / "home")
    ctx = ToolContext(workspace=tmp_path, tool_output_dir=tmp_path / "out")
    capped = make_guard(store, first=None, cap="suggest")
    with pytest.raises(PolicyViolation, match="'suggest'"):
        capped(WriteFile(), {"path": "a.py", "content": ""}, ctx)
    assert capped(ReadFile(), {"path": "a.py"}, ctx) is None  # reads are never gated
    store.grant("files", "suggest")
    loose = make_guard(store, first=None, cap="autonomous")  # a cap cannot raise a level
    with pytest.raises(PolicyViolation, match="'suggest'"):
        loose(WriteFile(), {"path": "a.py", "content": ""}, ctx)


def test_unknown_tools_are_caught_before_anything_runs(tmp_path: Path) -> None:
    file = load(tmp_path, GOOD.replace('"search", "delegate"', '"grep", "delegate"'))
    with pytest.raises(ConfigError, match=r":8: agents.lead.tools: unknown tool 'grep'"):
        team.check_tools(file, ["read_file", "search", "write_file"])
    team.check_tools(load(tmp_path, GOOD), ["read_file", "search", "write_file"])


EVENTS = GOOD + '''
[agents.coder.on.tests_failed]
description = "Fix failing tests"
playbook = "Make ${args.tests} pass; keep ${ args.tests } green and touch only ${args.where}."

[agents.scout.on]
review = { playbook = "Review the change" }
'''


def test_named_events_load_with_their_data(tmp_path: Path) -> None:
    file = load(tmp_path, EVENTS)
    fix = file.handler("tests_failed")
    assert (fix.agent, fix.description, fix.params) == ("coder", "Fix failing tests",
                                                        ("tests", "where"))
    assert fix.line == 24
    assert fix.task({"tests": "test_a.py", "where": "src"}) == \
        "Make test_a.py pass; keep test_a.py green and touch only src."
    with pytest.raises(ValueError, match="needs data where"):
        fix.task({"tests": "x"})
    review = file.handler("review")
    assert review.agent == "scout" and review.params == () and review.line == 29
    assert [h["event"] for h in file.agents["coder"].to_dict()["on"]] == ["tests_failed"]
    with pytest.raises(ConfigError, match="no agent in .* handles the event 'deploy'") as err:
        file.handler("deploy")
    assert "tests_failed, review" in str(err.value.hint)


@pytest.mark.parametrize(("change", "needle"), [
    (('description = "Fix failing tests"', 'descr = "x"'),
     ":25: unknown field agents.coder.on.tests_failed.descr"),
    (('playbook = "Make ${args.tests}', 'playbook = "Make ${tests}'),
     ":26: agents.coder.on.tests_failed.playbook: ${tests} is not ${args.NAME}"),
    (('playbook = "Make ${args.tests} pass; keep ${ args.tests } green and touch only '
      '${args.where}."', 'playbook = ""'),
     ":26: agents.coder.on.tests_failed.playbook is missing or empty"),
    (('description = "Fix failing tests"', "description = 3"),
     ":25: agents.coder.on.tests_failed.description must be a string"),
    (("[agents.coder.on.tests_failed]", "[agents.coder.on.Tests]"),
     ":24: invalid event name 'Tests'"),
    (('review = { playbook = "Review the change" }',
      'tests_failed = { playbook = "Review the change" }'),
     ":29: agents.scout.on.tests_failed: event 'tests_failed' is already handled by "
     "agents.coder (line 24)"),
    (('review = { playbook = "Review the change" }', 'review = "Review the change"'),
     ":29: agents.scout.on.review must be a table with a playbook"),
])
def test_a_broken_event_names_the_line_and_field(tmp_path: Path, change: tuple[str, str],
                                                  needle: str) -> None:
    with pytest.raises(ConfigError) as err:
        load(tmp_path, EVENTS.replace(*change))
    assert needle in str(err.value)
    assert err.value.hint


def test_on_must_be_a_table(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r":21: agents.scout.on must be a table of events"):
        load(tmp_path, GOOD.replace('role = "reads"', 'on = "review"'))
