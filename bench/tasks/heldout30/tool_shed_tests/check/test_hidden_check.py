"""Hidden check for tool_shed_tests: the user's tests/test_tool_shed.py must pass on the given tool_shed.py
(left exactly as it was) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'tool_shed.py'
TEST_FILE = 'tests/test_tool_shed.py'

# the given tool_shed.py, verbatim
ORIGINAL = r'''"""Keeps track of the tools in our street's shared shed and who has borrowed them."""


class ShedError(Exception):
    """Anything the shed refuses to do."""


class NotAvailable(ShedError):
    """Every copy of the requested tool is already lent out."""


class LimitReached(ShedError):
    """The member already holds as many tools as they are allowed to."""


def _count(value, what):
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"{what} must be a whole number of 1 or more, not {value!r}")
    return value


class ToolShed:
    """The shed: how many of each tool it owns, and the loans.

    Args:
        copies: A mapping from tool name to the number of copies the shed
            owns. Tool names are looked up without regard to case or to
            spaces at either end ("Hedge Trimmer " and "hedge trimmer" are
            the same tool), and they are reported lower-case and stripped.
            Every number of copies has to be an int of at least 1 (bools
            are not numbers here). Two names that end up the same after
            that clean-up are a mistake. An empty mapping is allowed.
        limit: How many different tools one member may hold at the same
            time. Defaults to 2 and has to be an int of at least 1.

    Raises:
        ValueError: For a bad number of copies, a repeated tool name or a
            bad limit.
    """

    def __init__(self, copies, limit=2):
        self.limit = _count(limit, "limit")
        self._owned = {}
        for name, number in copies.items():
            key = self._norm(name)
            if key in self._owned:
                raise ValueError(f"{name!r} is listed twice")
            self._owned[key] = _count(number, f"copies of {name!r}")
        self._loans = {}  # member -> list of tool names, in the order borrowed

    @staticmethod
    def _norm(name):
        return name.strip().lower()

    def _tool(self, tool):
        key = self._norm(tool)
        if key not in self._owned:
            raise KeyError(tool)
        return key

    @staticmethod
    def _member(member):
        who = member.strip()
        if not who:
            raise ValueError("a member needs a name")
        return who

    def _out(self, key):
        return sum(key in tools for tools in self._loans.values())

    def available(self, tool):
        """Copies of a tool sitting in the shed right now.

        Args:
            tool: The tool's name (any case, spaces around it ignored).

        Returns:
            The copies owned minus the copies out on loan.

        Raises:
            KeyError: The shed has never owned such a tool.
        """
        key = self._tool(tool)
        return self._owned[key] - self._out(key)

    def lend(self, member, tool):
        """Lends one copy of a tool to a member.

        Member names are case-sensitive but spaces at either end are
        dropped; a blank name is a ValueError. The checks happen in this
        order, and a refused loan leaves everything as it was:

        Raises:
            KeyError: Unknown tool.
            ShedError: The member already has a copy of this tool (one
                each is the rule).
            LimitReached: The member already holds `limit` tools.
            NotAvailable: No copy of the tool is left in the shed.
        """
        who = self._member(member)
        key = self._tool(tool)
        held = self._loans.get(who, [])
        if key in held:
            raise ShedError(f"{who} already has the {key}")
        if len(held) >= self.limit:
            raise LimitReached(f"{who} already has {len(held)} tools")
        if self.available(key) == 0:
            raise NotAvailable(f"no {key} left in the shed")
        self._loans.setdefault(who, []).append(key)

    def give_back(self, member, tool):
        """Takes a borrowed tool back into the shed.

        Raises:
            KeyError: Unknown tool.
            ShedError: This member has not borrowed this tool; nothing
                changes then.
        """
        who = self._member(member)
        key = self._tool(tool)
        held = self._loans.get(who, [])
        if key not in held:
            raise ShedError(f"{who} has not borrowed the {key}")
        held.remove(key)
        if not held:
            del self._loans[who]

    def borrowed_by(self, member):
        """The tools a member holds, as an alphabetically sorted list.

        A member who has nothing (or who has never borrowed anything) gets
        an empty list.
        """
        return sorted(self._loans.get(self._member(member), []))

    def on_loan(self):
        """Everything that is out: a new dict from tool name to the sorted
        list of members holding a copy. Tools with no copy out are left out
        of it, so a quiet shed gives {}."""
        out = {}
        for who, tools in self._loans.items():
            for key in tools:
                out.setdefault(key, []).append(who)
        return {key: sorted(names) for key, names in sorted(out.items())}

    def add_copies(self, tool, number=1):
        """Adds copies of a tool (a tool the shed did not own yet is fine).

        The number follows the same rule as in the constructor (an int of at
        least 1, else ValueError); the copies add to those already owned.
        """
        number = _count(number, "number")
        key = self._norm(tool)
        self._owned[key] = self._owned.get(key, 0) + number
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'tool_name_not_lowered': [
        ('        return name.strip().lower()\n',
         '        return name.strip()\n'),
    ],
    'tool_name_not_stripped': [
        ('        return name.strip().lower()\n',
         '        return name.lower()\n'),
    ],
    'zero_allowed_as_count': [
        ('or value < 1:',
         'or value < 0:'),
    ],
    'bool_accepted_as_count': [
        ('    if isinstance(value, bool) or not isinstance(value, int)',
         '    if not isinstance(value, int)'),
    ],
    'repeated_name_overwrites': [
        ('            if key in self._owned:\n                raise ValueError(f"{name!r} is listed twice")\n',
         ''),
    ],
    'default_limit_three': [
        ('def __init__(self, copies, limit=2):',
         'def __init__(self, copies, limit=3):'),
    ],
    'limit_off_by_one': [
        ('        if len(held) >= self.limit:\n',
         '        if len(held) > self.limit:\n'),
    ],
    'same_tool_twice_allowed': [
        ('        if key in held:\n            raise ShedError(f"{who} already has the {key}")\n',
         ''),
    ],
    'last_copy_refused': [
        ('        if self.available(key) == 0:\n',
         '        if self.available(key) <= 1:\n'),
    ],
    'available_ignores_loans': [
        ('        return self._owned[key] - self._out(key)\n',
         '        return self._owned[key]\n'),
    ],
    'give_back_unchecked': [
        ('            raise ShedError(f"{who} has not borrowed the {key}")\n',
         '            return\n'),
    ],
    'member_not_stripped': [
        ('        who = member.strip()\n',
         '        who = member\n'),
    ],
    'borrowed_by_unsorted': [
        ('        return sorted(self._loans.get(self._member(member), []))\n',
         '        return list(self._loans.get(self._member(member), []))\n'),
    ],
    'on_loan_members_unsorted': [
        ('{key: sorted(names) for',
         '{key: names for'),
    ],
    'add_copies_replaces': [
        ('self._owned.get(key, 0) + number',
         'number'),
    ],
}


def _env():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _run_user_tests(tmp_path, source):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / MODULE, "w", encoding="utf-8", newline="") as fh:
        fh.write(source)
    try:
        return subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", TEST_FILE],
            cwd=root, env=_env(), capture_output=True, text=True, timeout=120,
            stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{TEST_FILE} ran for more than 120 s")


def _mutant(name):
    source = ORIGINAL
    for old, new in MUTANTS[name]:
        assert old in source, f"{name}: text to replace not found: {old!r}"
        source = source.replace(old, new, 1)
    assert source != ORIGINAL
    return source


def test_module_unchanged():
    path = os.path.join(WORKSPACE, MODULE)
    assert os.path.isfile(path), f"{MODULE} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == ORIGINAL, f"{MODULE} was changed"


def test_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, TEST_FILE)), f"{TEST_FILE} is missing"


def test_user_tests_pass_on_original(tmp_path):
    proc = _run_user_tests(tmp_path, ORIGINAL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(tmp_path, name):
    proc = _run_user_tests(tmp_path, _mutant(name))
    assert proc.returncode != 0, (
        f"{TEST_FILE} still passes when {MODULE} is broken ({name})\n"
        + proc.stdout[-1500:])
