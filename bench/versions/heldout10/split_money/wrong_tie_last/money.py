def split_amount(total_cents, weights):
    if not weights or any(w < 0 for w in weights) or sum(weights) == 0:
        raise ValueError("bad weights")
    total_weight = sum(weights)
    parts = [total_cents * w // total_weight for w in weights]
    rems = [(total_cents * w % total_weight, i) for i, w in enumerate(weights)]
    rems.sort(reverse=True)
    for _, i in rems[: total_cents - sum(parts)]:
        parts[i] += 1
    return parts
