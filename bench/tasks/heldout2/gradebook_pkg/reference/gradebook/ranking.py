"""Class ranking with shared positions for ties."""

from gradebook.book import Gradebook
from gradebook.letters import letter


def rank(book: Gradebook) -> list[tuple[int, str, float, str]]:
    averages = [(book.average(s), s) for s in book.students()]
    averages.sort(key=lambda item: (-item[0], item[1]))
    out: list[tuple[int, str, float, str]] = []
    for i, (avg, student) in enumerate(averages):
        position = out[-1][0] if out and out[-1][2] == avg else i + 1
        out.append((position, student, avg, letter(avg)))
    return out
