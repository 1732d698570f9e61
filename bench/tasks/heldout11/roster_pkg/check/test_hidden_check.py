import dataclasses

import pytest

CSV = (
    "email,name,team,phone\n"
    " Ann@Example.com , ann , red ,555\n"
    "bob@example.com,Bob,blue,\n"
    "CAROL@EXAMPLE.COM,carol,red,1\n"
    ",  ,red,2\n"
    "dave@example.com,Dave,green,3\n"
    "eve@example.com,eve,blue,4\n"
    "zed@example.com,Zed,red,5\n"
)


def write(tmp_path, text, name="team.csv"):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_package_exports():
    import roster
    from roster import Member, by_team, load_members, team_sizes  # noqa: F401
    from roster.loader import load_members as lm
    from roster.models import Member as M
    from roster.report import by_team as bt, team_sizes as ts
    assert roster.load_members is lm
    assert roster.Member is M
    assert roster.by_team is bt and roster.team_sizes is ts


def test_member_dataclass():
    from roster.models import Member
    assert dataclasses.is_dataclass(Member)
    names = [f.name for f in dataclasses.fields(Member)]
    assert names == ["name", "team", "email"]
    assert Member("a", "b", "c") == Member(name="a", team="b", email="c")


def test_load_members(tmp_path):
    from roster import Member, load_members
    members = load_members(write(tmp_path, CSV))
    assert members == [
        Member("ann", "red", "ann@example.com"),
        Member("Bob", "blue", "bob@example.com"),
        Member("carol", "red", "carol@example.com"),
        Member("Dave", "green", "dave@example.com"),
        Member("eve", "blue", "eve@example.com"),
        Member("Zed", "red", "zed@example.com"),
    ]
    assert all(isinstance(m, Member) for m in members)


def test_load_accepts_str_path(tmp_path):
    from roster import load_members
    members = load_members(str(write(tmp_path, "name,team,email\nX,t,X@Y.Z\n")))
    assert [(m.name, m.team, m.email) for m in members] == [("X", "t", "x@y.z")]


def test_header_only(tmp_path):
    from roster import load_members
    assert load_members(write(tmp_path, "team,email,name\n")) == []


@pytest.mark.parametrize("header", ["name,team\n", "team,email,phone\n", "name,email,group\n"])
def test_missing_column_raises(tmp_path, header):
    from roster import load_members
    with pytest.raises(ValueError):
        load_members(write(tmp_path, header + "a,b,c\n"))


def test_by_team(tmp_path):
    from roster import by_team, load_members
    teams = by_team(load_members(write(tmp_path, CSV)))
    assert teams == {
        "red": ["ann", "carol", "Zed"],
        "blue": ["Bob", "eve"],
        "green": ["Dave"],
    }


def test_by_team_case_insensitive_sort():
    from roster import Member, by_team
    ms = [Member(n, "t", "") for n in ["bert", "Anna", "alex", "Carl", "BOB"]]
    assert by_team(ms) == {"t": ["alex", "Anna", "bert", "BOB", "Carl"]}
    assert by_team([]) == {}


def test_team_sizes(tmp_path):
    from roster import load_members, team_sizes
    assert team_sizes(load_members(write(tmp_path, CSV))) == [
        ("red", 3), ("blue", 2), ("green", 1)]


def test_team_sizes_ties_by_name():
    from roster import Member, team_sizes
    ms = [Member("a", "zeta", ""), Member("b", "mu", ""), Member("c", "alpha", ""),
          Member("d", "mu", ""), Member("e", "zeta", ""), Member("f", "beta", "")]
    assert team_sizes(ms) == [("mu", 2), ("zeta", 2), ("alpha", 1), ("beta", 1)]
    assert team_sizes([]) == []
