"""Mark a spelling test: python spelling.py WORDS ANSWERS [--wrong-only]"""

import argparse
import sys


def read_lines(path):
    with open(path, encoding="utf-8") as fh:
        return [line.strip() for line in fh.read().splitlines()]


def mark(words, answers):
    """[(number, word, answer, right)] for each word; a missing answer is ""."""
    rows = []
    for i, word in enumerate(words):
        answer = answers[i] if i < len(answers) else ""
        rows.append((i + 1, word, answer, bool(answer) and answer.lower() == word.lower()))
    return rows


def line_for(number, word, answer, right):
    if right:
        return f"{number}. {word} - ok"
    if not answer:
        return f"{number}. {word} - wrong, no answer"
    return f'{number}. {word} - wrong, wrote "{answer}"'


def main(argv=None):
    parser = argparse.ArgumentParser(description="Mark a spelling test.")
    parser.add_argument("words")
    parser.add_argument("answers")
    parser.add_argument("--wrong-only", action="store_true")
    args = parser.parse_args(argv)
    try:
        words = [w for w in read_lines(args.words) if w]
        answers = read_lines(args.answers)
    except OSError as exc:
        print(f"spelling.py: can't read {exc.filename}: {exc.strerror}", file=sys.stderr)
        return 1
    while answers and not answers[-1]:
        answers.pop()
    if not words:
        print("spelling.py: the word list is empty", file=sys.stderr)
        return 2
    if len(answers) > len(words):
        print(f"spelling.py: {len(answers)} answers but only {len(words)} words",
              file=sys.stderr)
        return 2
    rows = mark(words, answers)
    for row in rows:
        if not (args.wrong_only and row[3]):
            print(line_for(*row))
    score = sum(1 for row in rows if row[3])
    print(f"Score: {score}/{len(rows)}")
    if score == len(rows):
        print("Full marks!")
    return 0


if __name__ == "__main__":
    sys.exit(main())
