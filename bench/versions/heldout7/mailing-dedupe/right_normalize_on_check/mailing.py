"""Helpers for the newsletter mailing list."""


def normalize(address):
    """An address as we compare it: surrounding whitespace removed, lower case."""
    return address.strip().lower()


def unique_recipients(addresses):
    """The addresses with duplicates removed, in the order they were first seen.

    Two addresses are the same recipient if they match ignoring case and surrounding
    whitespace. The first spelling seen is the one kept (with surrounding whitespace removed).
    Empty or blank entries are dropped.
    """
    seen = set()
    result = []
    for address in addresses:
        cleaned = address.strip()
        if not cleaned:
            continue
        key = normalize(cleaned)
        if key not in seen:
            seen.add(key)
            result.append(cleaned)
    return result


def count_by_domain(addresses):
    """How many unique recipients each domain has, e.g. {"example.com": 2}."""
    counts = {}
    for address in unique_recipients(addresses):
        domain = normalize(address).rsplit("@", 1)[-1]
        counts[domain] = counts.get(domain, 0) + 1
    return counts
