def split_amount(total_cents, weights):
    if not weights:
        raise ValueError("weights must not be empty")
    if any(w < 0 for w in weights):
        raise ValueError("weights must not be negative")
    total_weight = sum(weights)
    parts = []
    remainders = []
    for index, w in enumerate(weights):
        share, rest = divmod(total_cents * w, total_weight)
        parts.append(share)
        remainders.append((-rest, index))
    leftover = total_cents - sum(parts)
    for _, index in sorted(remainders)[:leftover]:
        parts[index] += 1
    return parts
