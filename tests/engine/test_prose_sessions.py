"""Examples a sentence states one after another on a new object (grounding.prose_sessions)."""

from __future__ import annotations

from openkoi.engine.grounding.examples import examples_to_tests
from openkoi.engine.grounding.prose_sessions import prose_sessions

CARD = ("class LoyaltyCard:\n    def __init__(self):\n        self.stamps = 0\n"
        "        self.free = 0\n\n    def buy(self, n=1):\n        self.stamps += n\n"
        "        self.free += self.stamps // 8\n        self.stamps %= 8\n"
        "        return self.free\n\n    def redeem(self):\n        self.free -= 1\n"
        "        return self.free\n")
TASK = ("LoyaltyCard() starts with card.stamps == 0.\n\nExample: on a new card, buy(5) returns "
        "0, then buy(5) returns 1 and stamps is 2; then buy(14) returns 3 and stamps is 0; "
        "redeem() then returns 2.")


def test_a_sentences_steps_on_a_new_object_are_one_session() -> None:
    # heldout38's coffee_loyalty_module: none of it was read
    tests = examples_to_tests(TASK, {"loyalty.py": CARD}, {})
    assert [t.describe() for t in tests][:3] == [
        "after card = LoyaltyCard(): card.buy(5) == 0",
        "after card = LoyaltyCard(); card.buy(5): card.buy(5) == 1",
        "after card = LoyaltyCard(); card.buy(5); card.buy(5): card.stamps == 2"]
    assert len(tests) == 6 and tests[-1].call == "card.redeem()"


def test_nothing_is_guessed() -> None:
    steps = prose_sessions(TASK, {"LoyaltyCard"}, {"buy", "redeem"})
    assert steps.splitlines()[:3] == [">>> card = LoyaltyCard()", ">>> card.buy(5)", "0"]
    # no class named so, two of them, or no method of the code: nothing
    assert prose_sessions(TASK, {"Stamp"}, {"buy", "redeem"}) == ""
    assert prose_sessions(TASK, {"LoyaltyCard", "GiftCard"}, {"buy", "redeem"}) == ""
    assert prose_sessions(TASK, {"LoyaltyCard"}, {"redeem"}) == ""
    # a name the task never reads as an attribute ends the session there
    plain = TASK.replace("card.stamps == 0", "no stamps")
    assert prose_sessions(plain, {"LoyaltyCard"}, {"buy", "redeem"}).splitlines() == [
        ">>> card = LoyaltyCard()", ">>> card.buy(5)", "0", ">>> card.buy(5)", "1"]
