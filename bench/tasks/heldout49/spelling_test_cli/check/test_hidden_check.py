"""Hidden check for spelling_test_cli: spelling.py WORDS ANSWERS [--wrong-only] marks each
word (capitals and outside spaces ignored, blanks and missing lines wrong), prints the lines and
score as the prompt shows, Full marks!, --wrong-only, and the exit codes 1 and 2."""

import os
import random
import subprocess
import sys

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "spelling.py")

WORDS = "because\nfriend\nnecessary\nSaid\n"
ANSWERS = "Because\nfreind\n\n said\n"


def run(tmp_path, words, answers, *extra, names=("words.txt", "answers.txt")):
    if words is not None:
        (tmp_path / names[0]).write_text(words, encoding="utf-8")
    if answers is not None:
        (tmp_path / names[1]).write_text(answers, encoding="utf-8")
    assert os.path.isfile(SCRIPT), "spelling.py is missing"
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return subprocess.run([sys.executable, SCRIPT, names[0], names[1], *extra], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)


def lines(proc):
    return [ln.rstrip() for ln in proc.stdout.strip().splitlines()]


def test_prompt_example(tmp_path):
    proc = run(tmp_path, WORDS, ANSWERS)
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == [
        "1. because - ok",
        '2. friend - wrong, wrote "freind"',
        "3. necessary - wrong, no answer",
        "4. Said - ok",
        "Score: 2/4",
    ]


def test_wrong_only(tmp_path):
    proc = run(tmp_path, WORDS, ANSWERS, "--wrong-only")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == [
        '2. friend - wrong, wrote "freind"',
        "3. necessary - wrong, no answer",
        "Score: 2/4",
    ]


def test_full_marks(tmp_path):
    proc = run(tmp_path, "because\n\nfriend\n\n", "BECAUSE \n  Friend\n\n\n")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["1. because - ok", "2. friend - ok", "Score: 2/2", "Full marks!"]
    proc = run(tmp_path, "because\nfriend\n", "because\nfriend\n", "--wrong-only")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["Score: 2/2", "Full marks!"]


def test_short_answer_file_and_blanks(tmp_path):
    words = "\nwhich\nWednesday\nbelieve\n\nreceive\nthrough\n"
    answers = "wich\n\nbelieve\n"
    proc = run(tmp_path, words, answers)
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == [
        '1. which - wrong, wrote "wich"',
        "2. Wednesday - wrong, no answer",
        "3. believe - ok",
        "4. receive - wrong, no answer",
        "5. through - wrong, no answer",
        "Score: 1/5",
    ]
    proc = run(tmp_path, words, "")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc)[-1] == "Score: 0/5"
    assert "Full marks!" not in proc.stdout


def test_sampled(tmp_path):
    rng = random.Random(4949)
    pool = ["because", "friend", "necessary", "said", "Island", "separate", "rhythm",
            "February", "library", "knight", "queue", "beautiful"]
    for _ in range(15):
        words = rng.sample(pool, rng.randint(1, 8))
        answers, want, right = [], [], 0
        for i, word in enumerate(words, 1):
            pick = rng.random()
            if pick < 0.4:
                ans = rng.choice([word, word.upper(), " " + word.title() + "  "])
                want.append(f"{i}. {word} - ok")
                right += 1
            elif pick < 0.7:
                ans = word[:-1] + "x"
                want.append(f'{i}. {word} - wrong, wrote "{ans}"')
            else:
                ans = "   "
                want.append(f"{i}. {word} - wrong, no answer")
            answers.append(ans)
        want.append(f"Score: {right}/{len(words)}")
        if right == len(words):
            want.append("Full marks!")
        proc = run(tmp_path, "\n".join(words) + "\n", "\n".join(answers) + "\n")
        assert proc.returncode == 0, proc.stderr
        assert lines(proc) == want, (words, answers)


def test_missing_file(tmp_path):
    proc = run(tmp_path, WORDS, None, names=("words.txt", "nothere.txt"))
    assert proc.returncode == 1
    assert proc.stderr.strip()
    proc = run(tmp_path, None, ANSWERS, names=("nowords.txt", "answers.txt"))
    assert proc.returncode == 1
    assert proc.stderr.strip()


def test_too_many_answers_or_no_words(tmp_path):
    proc = run(tmp_path, "because\nfriend\n", "because\nfriend\nsaid\n")
    assert proc.returncode == 2
    assert proc.stderr.strip()
    proc = run(tmp_path, "because\nfriend\n", "because\n\nsaid\n")
    assert proc.returncode == 2
    assert proc.stderr.strip()
    proc = run(tmp_path, "\n\n", "because\n")
    assert proc.returncode == 2
    assert proc.stderr.strip()
    proc = run(tmp_path, "", "")
    assert proc.returncode == 2
    assert proc.stderr.strip()
