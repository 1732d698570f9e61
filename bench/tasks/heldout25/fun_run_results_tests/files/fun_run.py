"""Results of the village fun run.

Each runner is a dict ``{"name": str, "category": str, "seconds": int | None}``:
``seconds`` is the finishing time, or None for a runner who did not finish.
"""


def _check(results):
    """Raise ValueError for a bad time or a name used twice (ignoring case)."""
    seen = set()
    for runner in results:
        seconds = runner["seconds"]
        if seconds is not None:
            if isinstance(seconds, bool) or not isinstance(seconds, int) or seconds <= 0:
                raise ValueError(f"bad time for {runner['name']!r}: {seconds!r}")
        key = runner["name"].casefold()
        if key in seen:
            raise ValueError(f"runner listed twice: {runner['name']!r}")
        seen.add(key)


def _order(runner):
    return (runner["seconds"], runner["name"].casefold())


def standings(results):
    """The finishers in order, as a list of ``(place, name, seconds)`` tuples.

    Faster times come first. Runners with the same time share a place, and the
    places after them skip accordingly: times 100, 120, 120, 130 get places 1,
    2, 2, 4. Runners with the same time are listed by name, ignoring case.
    Runners whose ``seconds`` is None are left out.

    Raises ValueError when a ``seconds`` is not None and not an int greater than
    0 (a bool is not an int here), or when two runners have the same name
    ignoring case (finished or not). The list passed in is not changed.

    >>> standings([{"name": "Cy", "category": "M40", "seconds": 1500},
    ...            {"name": "al", "category": "M40", "seconds": 1400},
    ...            {"name": "Bea", "category": "W", "seconds": 1500},
    ...            {"name": "Dee", "category": "W", "seconds": None}])
    [(1, 'al', 1400), (2, 'Bea', 1500), (2, 'Cy', 1500)]
    """
    _check(results)
    finished = sorted((r for r in results if r["seconds"] is not None), key=_order)
    table = []
    for i, runner in enumerate(finished):
        if i > 0 and runner["seconds"] == finished[i - 1]["seconds"]:
            place = table[-1][0]
        else:
            place = i + 1
        table.append((place, runner["name"], runner["seconds"]))
    return table


def category_winners(results):
    """The fastest finisher of each category, as ``{category: name}``.

    Categories are compared exactly as written and the dict lists them in
    alphabetical order. When several runners share the fastest time, the one
    whose name comes first ignoring case wins. A category with no finisher
    does not appear. Raises ValueError as standings() does.
    """
    _check(results)
    best = {}
    for runner in results:
        if runner["seconds"] is None:
            continue
        current = best.get(runner["category"])
        if current is None or _order(runner) < _order(current):
            best[runner["category"]] = runner
    return {category: best[category]["name"] for category in sorted(best)}
