def letter_value(ch):
    ch = ch.upper()
    if ch == "?":
        return 0
    if ch in "AEIOULNSTR":
        return 1
    if ch in "DG":
        return 2
    if ch in "BCMP":
        return 3
    if ch in "FHVWY":
        return 4
    if ch == "K":
        return 5
    if ch in "JX":
        return 8
    if ch in "QZ":
        return 10
    raise ValueError("invalid character: %s" % ch)


def word_score(word, letter_bonus=None, word_multiplier=1):
    if len(word) == 0:
        raise ValueError("word is empty")
    for ch in word:
        if not (ch == "?" or ("a" <= ch.lower() <= "z")):
            raise ValueError("invalid character: %s" % ch)
    if letter_bonus is None:
        letter_bonus = {}
    for position in letter_bonus:
        if position not in range(len(word)):
            raise ValueError("position %r is not in the word" % (position,))
        if letter_bonus[position] != 2 and letter_bonus[position] != 3:
            raise ValueError("letter multipliers are 2 or 3")
    if word_multiplier != 1 and word_multiplier != 2 and word_multiplier != 3:
        raise ValueError("word multipliers are 1, 2 or 3")
    total = 0
    i = 0
    while i < len(word):
        total += letter_value(word[i]) * letter_bonus.get(i, 1)
        i += 1
    total *= word_multiplier
    if len(word) == 7:
        total += 50
    return total


def best_word(words):
    if len(words) == 0:
        return None
    scored = [(word_score(w), w) for w in words]
    top = max(s for s, _ in scored)
    candidates = [w for s, w in scored if s == top]
    candidates.sort(key=str.lower)
    return candidates[0]
