"""Run the tool calls of one model turn at once where they are independent.

Each call waits only for the earlier calls of the turn it conflicts with (``tools.footprint``:
a write and anything else on the same path, a barrier and everything), and at most ``limit``
run at a time; the results come back in the order the model asked for them, whatever order
they finished in. A call that raises (budget spent, interrupted) cancels the others and the
error goes on; cancelling the turn cancels every call in it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import TypeVar

from openkoi.tools.footprint import Footprint

T = TypeVar("T")


def waits_for(footprints: Sequence[Footprint]) -> list[list[int]]:
    """For each call, the earlier calls it must wait for."""
    return [[j for j in range(i) if footprints[j].conflicts(fp)]
            for i, fp in enumerate(footprints)]


async def run_in_order(
    footprints: Sequence[Footprint], run: Callable[[int], Awaitable[T]], *, limit: int,
) -> list[T]:
    """``run(i)`` for every call, concurrently where ``footprints`` allow; results in order."""
    count = len(footprints)
    if limit <= 1 or count <= 1:
        return [await run(i) for i in range(count)]
    deps = waits_for(footprints)
    finished = [asyncio.Event() for _ in range(count)]
    slots = asyncio.Semaphore(limit)

    async def one(i: int) -> T:
        try:
            for j in deps[i]:
                await finished[j].wait()
            async with slots:
                return await run(i)
        finally:
            finished[i].set()

    tasks = [asyncio.ensure_future(one(i)) for i in range(count)]
    try:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
    except BaseException:  # the turn itself was cancelled
        await _cancel(tasks)
        raise
    failed = next((t for t in tasks if t.done() and not t.cancelled()
                   and t.exception() is not None), None)
    if failed is not None:
        await _cancel(tasks)
        raise failed.exception()  # type: ignore[misc]
    return [t.result() for t in tasks]


async def _cancel(tasks: Sequence[asyncio.Future[T]]) -> None:
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
