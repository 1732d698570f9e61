"""Hidden check for raffle_tests: the user's tests/test_raffle.py must pass on the given raffle.py
(which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'raffle.py'
TEST_FILE = 'tests/test_raffle.py'

# the given raffle.py, verbatim
ORIGINAL = r'''"""The raffle at our school summer fair.

Tickets are numbered from 1 in the order they're sold. They cost TICKET_PRICE
each, or STRIP_PRICE for a strip of STRIP_SIZE. Once the draw has started no
more tickets can be sold. Prizes are drawn in the order they're listed (the
first ticket out of the hat wins the first prize), and nobody wins twice: if a
ticket comes out whose buyer has already won, it's put aside and the same prize
is drawn again.
"""

TICKET_PRICE = 1.00
STRIP_PRICE = 4.00
STRIP_SIZE = 5


class RaffleError(Exception):
    """Something that can't be done at this point of the raffle."""


class Raffle:
    def __init__(self, name, prizes):
        """name: what the raffle is called; prizes: the prize names, first prize first.

        A blank name or no prizes is a ValueError.
        """
        if not name.strip():
            raise ValueError("the raffle needs a name")
        if not prizes:
            raise ValueError("a raffle needs at least one prize")
        self.name = name.strip()
        self.prizes = list(prizes)
        self.buyers = {}  # ticket number -> buyer
        self.takings = 0.0
        self.drawn = []  # ticket numbers drawn so far, in order, winners or not
        self.winners = []  # (prize, ticket, buyer) in the order they were won

    def price(self, tickets):
        """What that many tickets cost: as many strips as possible, the rest singly."""
        strips, singles = divmod(tickets, STRIP_SIZE)
        return round(strips * STRIP_PRICE + singles * TICKET_PRICE, 2)

    def sell(self, buyer, tickets):
        """Sell tickets to buyer; returns the ticket numbers they got.

        tickets has to be a whole number, 1 or more, and the buyer's name can't
        be blank (ValueError); selling after the draw has started is a
        RaffleError.
        """
        if self.drawn:
            raise RaffleError("the draw has started")
        if not isinstance(tickets, int) or isinstance(tickets, bool) or tickets < 1:
            raise ValueError(f"can't sell {tickets!r} tickets")
        buyer = buyer.strip()
        if not buyer:
            raise ValueError("who's buying?")
        first = len(self.buyers) + 1
        numbers = list(range(first, first + tickets))
        for number in numbers:
            self.buyers[number] = buyer
        self.takings = round(self.takings + self.price(tickets), 2)
        return numbers

    def tickets_of(self, buyer):
        """The ticket numbers one buyer has, in order (capitals don't matter)."""
        wanted = buyer.strip().lower()
        return [n for n, name in self.buyers.items() if name.lower() == wanted]

    def draw(self, ticket):
        """The ticket that came out of the hat.

        Returns (prize, buyer) for a win, or None if the buyer has already won
        (the prize stays for the next ticket). A ticket that wasn't sold or was
        already drawn is a ValueError; drawing when every prize has gone, or
        before any ticket is sold, is a RaffleError.
        """
        if not self.buyers:
            raise RaffleError("no tickets sold")
        if len(self.winners) == len(self.prizes):
            raise RaffleError("all the prizes have gone")
        if ticket not in self.buyers:
            raise ValueError(f"ticket {ticket} wasn't sold")
        if ticket in self.drawn:
            raise ValueError(f"ticket {ticket} has already been drawn")
        self.drawn.append(ticket)
        buyer = self.buyers[ticket]
        if any(winner.lower() == buyer.lower() for _, _, winner in self.winners):
            return None
        prize = self.prizes[len(self.winners)]
        self.winners.append((prize, ticket, buyer))
        return prize, buyer

    def summary(self):
        """One line, e.g. "Summer Fair raffle: 23 tickets, £19.00, 2 of 3 prizes drawn"."""
        return (f"{self.name} raffle: {len(self.buyers)} tickets, £{self.takings:.2f}, "
                f"{len(self.winners)} of {len(self.prizes)} prizes drawn")
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'ticket_price_changed': [
        ('TICKET_PRICE = 1.00\n',
         'TICKET_PRICE = 1.50\n'),
    ],
    'strip_price_changed': [
        ('STRIP_PRICE = 4.00\n',
         'STRIP_PRICE = 4.50\n'),
    ],
    'strip_of_four': [
        ('STRIP_SIZE = 5\n',
         'STRIP_SIZE = 4\n'),
    ],
    'no_strip_discount': [
        ('        return round(strips * STRIP_PRICE + singles * TICKET_PRICE, 2)\n',
         '        return round(tickets * TICKET_PRICE, 2)\n'),
    ],
    'blank_name_allowed': [
        ('        if not name.strip():\n            raise ValueError("the raffle needs a name")\n',
         ''),
    ],
    'no_prizes_allowed': [
        ('        if not prizes:\n            raise ValueError("a raffle needs at least one prize")\n',
         ''),
    ],
    'selling_after_draw_allowed': [
        ('        if self.drawn:\n            raise RaffleError("the draw has started")\n',
         ''),
    ],
    'zero_tickets_allowed': [
        ('isinstance(tickets, bool) or tickets < 1:',
         'isinstance(tickets, bool) or tickets < 0:'),
    ],
    'part_tickets_allowed': [
        ('        if not isinstance(tickets, int) or isinstance(tickets, bool) or tickets < 1:\n',
         '        if tickets < 1:\n'),
    ],
    'blank_buyer_allowed': [
        ('        if not buyer:\n            raise ValueError("who\'s buying?")\n',
         ''),
    ],
    'numbers_start_at_0': [
        ('        first = len(self.buyers) + 1\n',
         '        first = len(self.buyers)\n'),
    ],
    'takings_not_added_up': [
        ('        self.takings = round(self.takings + self.price(tickets), 2)\n',
         '        self.takings = self.price(tickets)\n'),
    ],
    'tickets_of_case_sensitive': [
        ('if name.lower() == wanted]',
         'if name == buyer.strip()]'),
    ],
    'draw_before_sales_value_error': [
        ('        if not self.buyers:\n            raise RaffleError("no tickets sold")\n',
         ''),
    ],
    'draw_after_prizes_gone': [
        ('        if len(self.winners) == len(self.prizes):\n            raise RaffleError("all the prizes have gone")\n',
         ''),
    ],
    'unsold_ticket_drawn': [
        ('        if ticket not in self.buyers:\n            raise ValueError(f"ticket {ticket} wasn\'t sold")\n',
         ''),
    ],
    'ticket_drawn_twice': [
        ('        if ticket in self.drawn:\n            raise ValueError(f"ticket {ticket} has already been drawn")\n',
         ''),
    ],
    'winners_win_twice': [
        ('        if any(winner.lower() == buyer.lower() for _, _, winner in self.winners):\n            return None\n',
         ''),
    ],
    'win_twice_check_case_sensitive': [
        ('if any(winner.lower() == buyer.lower() for',
         'if any(winner == buyer for'),
    ],
    'last_prize_first': [
        ('        prize = self.prizes[len(self.winners)]\n',
         '        prize = self.prizes[-1 - len(self.winners)]\n'),
    ],
    'repeat_winner_uses_up_prize': [
        ('        prize = self.prizes[len(self.winners)]\n',
         '        prize = self.prizes[len(self.drawn) - 1]\n'),
    ],
    'summary_counts_draws': [
        ('{len(self.winners)} of {len(self.prizes)} prizes drawn',
         '{len(self.drawn)} of {len(self.prizes)} prizes drawn'),
    ],
    'summary_counts_buyers': [
        ('{len(self.buyers)} tickets',
         '{len(set(self.buyers.values()))} tickets'),
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
