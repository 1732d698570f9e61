"""Keeps track of the tools in our street's shared shed and who has borrowed them."""


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
