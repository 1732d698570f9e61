def split_amount(total_cents, weights):
    if not weights or min(weights) < 0 or max(weights) == 0:
        raise ValueError("bad weights")
    s = sum(weights)
    parts = [total_cents * w // s for w in weights]
    rems = [total_cents * w % s for w in weights]
    left = total_cents - sum(parts)
    while left > 0:
        best = 0
        for i in range(1, len(rems)):
            if rems[i] > rems[best]:
                best = i
        parts[best] += 1
        rems[best] = -1
        left -= 1
    return parts
