"""Hidden check for plant_nursery_module: nursery.py with pot_price, basket_total (3 for 2 on
1 litre pots, then 10% off at 50 pounds or more), label and sell, as the prompt describes
them, examples and error rules."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import nursery  # noqa: E402

PRICES = {1: 450, 2: 700, 3: 950, 5: 1400, 10: 2500}  # pence


def expected_total(items):
    counts = {}
    for size, qty in items:
        counts[size] = counts.get(size, 0) + qty
    pence = sum((q - q // 3 if s == 1 else q) * PRICES[s] for s, q in counts.items())
    if pence >= 5000:
        pence = pence * 9 // 10  # always whole pence: totals are in 50p steps
    return pence


def money(got, pence):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(got - pence / 100) < 1e-6, (got, pence)


def test_prompt_examples():
    assert nursery.pot_price(3) == 9.5
    money(nursery.basket_total([(1, 7), (3, 2)]), 4150)
    money(nursery.basket_total([(2, 4), (10, 1), (1, 3)]), 5580)
    money(nursery.basket_total([(1, 2), (5, 2), (1, 1)]), 3700)
    assert nursery.label("  lavender   hidcote ", 2) == "LAVENDER HIDCOTE | 2L | £7.00"
    assert nursery.sell({1: 40, 2: 12, 10: 3}, [(2, 4), (1, 3), (2, 1)]) == {
        1: 37, 2: 7, 10: 3}
    with pytest.raises(ValueError):
        nursery.sell({1: 40, 2: 2}, [(2, 3)])


def test_pot_price():
    assert [nursery.pot_price(s) for s in (1, 2, 3, 5, 10)] == [4.5, 7.0, 9.5, 14.0, 25.0]
    for bad in [0, 4, 7, 20, -1, 1.5]:
        with pytest.raises(ValueError):
            nursery.pot_price(bad)


def test_basket_more():
    money(nursery.basket_total([]), 0)
    money(nursery.basket_total([(1, 1)]), 450)
    money(nursery.basket_total([(1, 2)]), 900)
    money(nursery.basket_total([(1, 3)]), 900)
    money(nursery.basket_total([(1, 4)]), 1350)
    money(nursery.basket_total([(1, 6)]), 1800)
    money(nursery.basket_total([(1, 1), (1, 1), (1, 1)]), 900)
    money(nursery.basket_total([(2, 3)]), 2100)
    money(nursery.basket_total([(10, 2)]), 4500)
    money(nursery.basket_total([(5, 3), (2, 1)]), 4900)
    money(nursery.basket_total([(5, 3), (3, 1)]), 4635)
    money(nursery.basket_total([(1, 16)]), 4950)
    money(nursery.basket_total([(1, 17)]), 4860)
    money(nursery.basket_total([(1, 15)]), 4500)


def test_basket_sampled():
    rng = random.Random(58)
    for _ in range(2000):
        items = [(rng.choice(list(PRICES)), rng.randint(1, 9))
                 for _ in range(rng.randint(0, 6))]
        money(nursery.basket_total(items), expected_total(items))


def test_basket_errors():
    for bad in [[(4, 1)], [(1, 0)], [(2, -1)], [(1, 2.5)], [(3, 1), (7, 2)]]:
        with pytest.raises(ValueError):
            nursery.basket_total(bad)


def test_label():
    assert nursery.label("Foxglove", 1) == "FOXGLOVE | 1L | £4.50"
    assert nursery.label("japanese maple", 10) == "JAPANESE MAPLE | 10L | £25.00"
    assert nursery.label(" rosemary  'Miss Jessopp'  ", 3) == \
        "ROSEMARY 'MISS JESSOPP' | 3L | £9.50"
    assert nursery.label("Hebe", 5) == "HEBE | 5L | £14.00"
    for name, size in [("", 2), ("   ", 2), ("Hebe", 4)]:
        with pytest.raises(ValueError):
            nursery.label(name, size)


def test_sell():
    stock = {1: 5, 2: 3, 3: 0, 5: 1}
    before = dict(stock)
    assert nursery.sell(stock, [(2, 3), (5, 1)]) == {1: 5, 2: 0, 3: 0, 5: 0}
    assert stock == before
    assert nursery.sell(stock, []) == before
    assert nursery.sell(stock, [(1, 2), (1, 3)]) == {1: 0, 2: 3, 3: 0, 5: 1}
    assert stock == before
    for items in [[(1, 6)], [(1, 3), (1, 3)], [(3, 1)], [(10, 1)], [(2, 1), (5, 2)],
                  [(4, 1)], [(1, 0)], [(2, 1.5)]]:
        with pytest.raises(ValueError):
            nursery.sell(stock, items)
        assert stock == before


def test_sell_sampled():
    rng = random.Random(5858)
    for _ in range(1000):
        stock = {s: rng.randint(0, 8) for s in rng.sample(list(PRICES), rng.randint(1, 5))}
        before = dict(stock)
        items = [(rng.choice(list(PRICES)), rng.randint(1, 4)) for _ in range(rng.randint(0, 4))]
        wanted = {}
        for s, q in items:
            wanted[s] = wanted.get(s, 0) + q
        if all(stock.get(s, 0) >= q for s, q in wanted.items()):
            want = {s: n - wanted.get(s, 0) for s, n in stock.items()}
            assert nursery.sell(stock, items) == want
        else:
            with pytest.raises(ValueError):
                nursery.sell(stock, items)
        assert stock == before
