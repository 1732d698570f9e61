"""The embedded model: llama.cpp in-process (xllamacpp), no API key, no network after install.

``load_local_model`` installs the GGUF if needed (``install.py``) and returns a ``LocalModel``.
The llama.cpp server is loaded lazily on the first call, once per process and model file, and
shared by every ``LocalModel`` for that file. Calls run in a worker thread; tokens stream back
through a callback bridged into an asyncio queue, so budgets see every token (and a heartbeat
delta every second while the prompt is processed). Leaving the stream early cancels the
generation at its next token.

The model has no native tool calls: with ``tools`` it answers one schema-constrained step
(see ``schema_tools.py``), turned back into a ``ToolCall`` or a final answer.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import threading
import time
from collections.abc import AsyncGenerator, AsyncIterator, Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openkoi import logs
from openkoi.config import Paths, Settings
from openkoi.errors import (
    ConfigError,
    ModelInstallError,
    OpenKoiError,
    ProviderError,
    ProviderUnavailable,
)
from openkoi.models import local_spec, local_threads, schema_tools
from openkoi.models.base import (
    Capabilities,
    Choice,
    Delta,
    DeltaHook,
    LineForm,
    Message,
    Model,
    Response,
    ToolSpec,
    estimated_tokens,
    label_shares,
)
from openkoi.models.catalog import CatalogEntry, resolve
from openkoi.models.install import Progress, ensure_model
from openkoi.models.local_chunks import (
    PROVIDER,
    cached_tokens,
    json_format,
    one_line,
    read_chunk,
    take_piece,
    top_tokens,
)
from openkoi.models.local_grammar import line_grammar
from openkoi.records import Usage

HEARTBEAT_S = 1.0
log = logs.get(__name__)

_servers: dict[tuple[str, int, int], _Loaded] = {}
_servers_lock = threading.Lock()


@dataclass
class _Loaded:
    """A loaded llama.cpp server and how its thread count is watched (``local_threads``);
    ``watch`` is None when the count is fixed (OPENKOI_LOCAL_THREADS or ``threads=``)."""

    server: Any
    watch: local_threads.RateWatch | None
    # counts the reloads a stall forced mid-call: a call that began on an older server
    # starts again on the new one (``LocalModel._chunks``)
    epoch: int = 0


class _Again:
    """Yielded by ``LocalModel._chunks`` when the call starts again on a reloaded server:
    the caller resets what it gathered (or keeps it where the new request continues it)."""


AGAIN = _Again()

def load_local_model(
    name: str | None, paths: Paths, settings: Settings, *, progress: Progress | None = None,
) -> LocalModel:
    """The embedded model ``name`` ("strong", "fast", "tiny" or an alias; None means
    ``settings.local_model``), installed and verified first if needed."""
    entry = resolve(name or settings.local_model)
    threads = threads_from_env()  # a bad value fails before a 1 GB download, not after
    path = ensure_model(entry.name, paths, progress=progress, entry=entry)
    parallel = settings.candidates or entry.candidates
    return LocalModel(entry, path, threads=threads,
                      verbose=settings.log_level == "trace", parallel=parallel,
                      slots=slots_for(parallel))


def slots_for(parallel: int) -> int:
    """The server's slots for ``parallel`` samples per call: room for two batched calls at
    once, the candidates and the test writer's answers (which decode beside them)."""
    return 2 * max(1, parallel)


def threads_from_env(env: Mapping[str, str] | None = None) -> int | None:
    """OPENKOI_LOCAL_THREADS, when set: the CPU threads llama.cpp uses, fixed. Unset (None):
    the cores the machine's load leaves free, adapted at run time (``local_threads``)."""
    raw = (os.environ if env is None else env).get("OPENKOI_LOCAL_THREADS", "").strip()
    if not raw:
        return None
    if not raw.isdigit() or int(raw) < 1:
        raise ConfigError(f"OPENKOI_LOCAL_THREADS must be a positive whole number (got {raw!r})",
                          hint="e.g. OPENKOI_LOCAL_THREADS=2, or unset it to let openkoi "
                               "choose from the free cores")
    return int(raw)


class LocalModel(Model):
    def __init__(
        self, entry: CatalogEntry, path: Path, *, threads: int | None = None,
        verbose: bool = False, parallel: int = 1, slots: int = 0,
    ) -> None:
        self.entry = entry
        self.path = path
        self.id = f"{PROVIDER}/{entry.name}"
        # None: chosen from the machine's load and adapted at run time (local_threads.py)
        self.threads = threads
        self.verbose = verbose
        # llama.cpp slots: up to this many samples of one prompt decode together (``sample``)
        self.parallel = max(1, parallel)
        # the server's slots: sequences decoded together across concurrent calls (>= parallel)
        self.slots = max(self.parallel, slots)
        self.capabilities = Capabilities(
            native_tools=False, json_schema=True, streaming=True,
            context_window=entry.n_ctx, max_output_tokens=min(4096, entry.n_ctx // 2),
            input_price_per_mtok=0.0, output_price_per_mtok=0.0, local=True,
            edit_format="whole", draft_formats=entry.draft_formats,
            parallel_samples=self.parallel, sequences_at_once=self.slots,
            continues_reply=True, label_probabilities=True,
        )

    def load(self) -> None:
        """Load the weights now (blocking) instead of on the first call."""
        _server(self.path, self.entry.n_ctx, self.threads, self.verbose, self.slots,
                self.entry.speculation)

    @property
    def threads_now(self) -> int | None:
        """The threads the loaded server uses now (None before it is loaded)."""
        loaded = _servers.get(_key(self.path, self.entry.n_ctx, self.slots))
        if loaded is None:
            return None
        return loaded.watch.threads if loaded.watch is not None else self.threads

    async def stream(
        self,
        messages: list[Message],
        *,
        tools: list[ToolSpec] | None = None,
        schema: dict[str, Any] | None = None,
        max_tokens: int = 1024,
        stop: list[str] | None = None,
        temperature: float | None = None,
    ) -> AsyncIterator[Delta]:
        tools = list(tools or [])
        requests = [self._request(messages, tools, schema, max_tokens, stop, temperature)]
        if tools:  # if the grammar compiler rejects a tool's schema, accept any object
            requests.append(self._request(messages, tools, schema, max_tokens, stop,
                                          temperature, loose=True))
        text: list[str] = []
        produced = 0
        finish = "stop"
        usage = Usage(calls=1)

        def again() -> list[dict[str, Any]]:
            """The call once more on a reloaded server: a plain reply goes on from what it
            has streamed (the model continues its own unfinished turn); a tool step, whose
            grammar must see it whole and which streamed nothing, starts over."""
            if tools:
                text.clear()
                return requests
            left = max(1, max_tokens - produced)
            return [self._request(_continued(messages, "".join(text)), tools, schema, left,
                                  stop, temperature)]

        # a JSON answer streams its text and its grammar cannot go on from a part of it:
        # it is not started again (the thread count changes before the next call instead)
        restartable = bool(tools) or schema is None
        async for chunk in self._chunks(requests, again=again if restartable else None):
            if chunk is None:  # a heartbeat while the prompt is processed
                yield Delta(output_tokens_so_far=produced)
                continue
            if chunk is AGAIN:
                continue
            piece, reason, chunk_usage = read_chunk(chunk, self.entry.n_ctx)
            if chunk_usage is not None:
                usage = chunk_usage
            if reason:
                finish = reason
            if piece:
                produced += 1
                text.append(piece)
                yield Delta(text="" if tools else piece, output_tokens_so_far=produced)
        if usage.output_tokens < produced:  # none reported, or the call started again
            usage.output_tokens = produced
        if tools:
            step = schema_tools.parse_step("".join(text), tools,
                                           answer_is_json=schema is not None)
            calls = [step.call] if step.call is not None else []
            yield Delta(text=step.answer, tool_calls=calls, usage=usage,
                        finish_reason="tool_calls" if calls else finish,
                        output_tokens_so_far=produced)
        else:
            yield Delta(usage=usage, finish_reason=finish, output_tokens_so_far=produced)

    async def sample(
        self,
        messages: list[Message],
        *,
        n: int,
        max_tokens: int = 1024,
        temperature: float | None = None,
        on_delta: DeltaHook | None = None,
        form: LineForm | None = None,
        stop: list[str] | None = None,
    ) -> list[Response]:
        """``n`` samples in ONE request (llama.cpp's "n"): the prompt is processed once and
        its KV cache copied to ``n`` parallel sequences, decoded together in one batch. Needs
        ``parallel_samples`` >= n (the samples one call may ask for); otherwise one after the
        other.
        ``form``: each answer is decoded under its grammar (``line_grammar``)."""
        n = max(1, n)
        if n > self.capabilities.parallel_samples or (n == 1 and form is None):
            return await super().sample(messages, n=n, max_tokens=max_tokens,
                                        temperature=temperature, on_delta=on_delta, stop=stop)
        request = self._request(messages, [], None, max_tokens, stop, temperature)
        request["n"] = n
        if form is not None:
            request["grammar"] = line_grammar(form)
        texts: list[list[str]] = [[] for _ in range(n)]
        finishes = ["stop"] * n
        prompt_tokens = cached = 0
        produced = 0

        # per sequence: "" decoding, "done" (finished), "loop" (caught in one: ``runaway``)
        ended = [""] * n
        decoded = [0] * n

        def again() -> list[dict[str, Any]]:  # the samples start over
            for sample_text in texts:
                sample_text.clear()
            finishes[:] = ["stop"] * n
            ended[:] = [""] * n
            decoded[:] = [0] * n
            return [request]

        chunks = self._chunks([request], observe=False, again=again)
        try:
            async for chunk in chunks:
                if chunk is AGAIN:
                    continue
                if chunk is not None:
                    if not isinstance(chunk, dict) or "error" in chunk \
                            or chunk.get("type") == "server_error":
                        read_chunk(chunk, self.entry.n_ctx)  # raises the mapped error
                    raw_usage = chunk.get("usage")
                    if isinstance(raw_usage, dict):
                        prompt_tokens = int(raw_usage.get("prompt_tokens") or 0)
                        cached = cached_tokens(chunk)
                    for choice in chunk.get("choices") or []:
                        index = int(choice.get("index") or 0)
                        if 0 <= index < n and not ended[index]:
                            took = take_piece(choice, texts[index], finishes, ended, index)
                            decoded[index] += took
                            produced += took
                if on_delta is not None:
                    on_delta(Delta(output_tokens_so_far=produced))
                if "loop" in ended and all(ended):
                    # the rest would decode loops only: stop (no usage comes then)
                    prompt_tokens = prompt_tokens or estimated_tokens(messages)
                    break
        finally:
            await chunks.aclose()  # a decode left early is cancelled
        responses = []
        for i in range(n):
            usage = Usage(input_tokens=prompt_tokens if i == 0 else 0,
                          output_tokens=decoded[i], calls=1 if i == 0 else 0,
                          cached_tokens=cached if i == 0 else 0)
            responses.append(Response(text="".join(texts[i]), usage=usage,
                                      finish_reason=finishes[i], model=self.id))
        if on_delta is not None:
            on_delta(Delta(usage=sum((r.usage for r in responses[1:]), responses[0].usage),
                           finish_reason="stop", output_tokens_so_far=produced))
        return responses

    async def choose(self, messages: list[Message], labels: tuple[str, ...]) -> Choice:
        """One token, greedy, with its top alternatives' probabilities (llama.cpp's
        ``logprobs``): each label's share of them (``base.label_shares``)."""
        request = self._request(messages, [], None, 1, None, 0.0)
        request |= {"logprobs": True, "top_logprobs": 10}
        tokens: dict[str, float] = {}
        usage = Usage(calls=1)
        async for chunk in self._chunks([request], observe=False,
                                        again=lambda: [request]):
            if chunk is None or chunk is AGAIN:
                continue
            _piece, _reason, chunk_usage = read_chunk(chunk, self.entry.n_ctx)
            usage = chunk_usage or usage
            tokens = tokens or top_tokens(chunk)
        return Choice(label_shares(tokens, labels), usage)

    async def _chunks(self, requests: list[dict[str, Any]], *, observe: bool = True,
                      again: Callable[[], list[dict[str, Any]]] | None = None,
                      ) -> AsyncGenerator[Any, None]:
        """The streamed chunks of the first request the server accepts, from a worker
        thread; None every HEARTBEAT_S while nothing comes (the prompt is processed).
        Leaving early cancels the generation at its next token. ``observe``: the call's
        token rate goes to the thread watch (not for batched samples: several sequences).
        While it runs the call looks at the machine (``local_threads.RateWatch.crowded``);
        where the server is reloaded with fewer threads meanwhile, this call's generation
        is cancelled, ``AGAIN`` is yielded and ``again()``'s requests run on the new one."""
        loop = asyncio.get_running_loop()
        while True:
            queue: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()
            cancel = threading.Event()

            def post(kind: str, item: Any, queue: asyncio.Queue[tuple[str, Any]] = queue,
                     cancel: threading.Event = cancel) -> bool:
                try:
                    loop.call_soon_threadsafe(queue.put_nowait, (kind, item))
                except RuntimeError:  # the event loop is gone: nobody is listening
                    return True
                return cancel.is_set()

            loop.run_in_executor(None, self._run, requests, post)  # reports through post
            first = last = 0.0
            count = 0
            epoch: int | None = None
            looked = time.monotonic()
            try:
                while True:
                    try:
                        kind, item = await asyncio.wait_for(queue.get(), HEARTBEAT_S)
                    except TimeoutError:
                        kind, item = "heartbeat", None
                    if kind == "error":
                        raise item
                    if kind == "done":
                        if observe:  # the rate after the first token (not the prompt's)
                            _observe(self.path, self.entry.n_ctx, self.slots, count - 1,
                                     last - first)
                        return
                    if kind == "epoch":
                        epoch = item
                        continue
                    if time.monotonic() - looked >= local_threads.LOOK_EVERY_S:
                        looked = time.monotonic()
                        _look(self.path, self.entry.n_ctx, self.slots)
                    if again is not None and epoch is not None and \
                            epoch != _epoch(self.path, self.entry.n_ctx, self.slots):
                        break  # reloaded with fewer threads: start again on the new one
                    if kind == "heartbeat":
                        yield None
                        continue
                    last = time.monotonic()
                    if count == 0:
                        first = last
                    count += 1
                    yield item
            finally:
                cancel.set()  # stops the generation at its next token if we left early
            assert again is not None
            yield AGAIN
            requests = again()

    def _request(
        self, messages: list[Message], tools: list[ToolSpec], schema: dict[str, Any] | None,
        max_tokens: int, stop: list[str] | None, temperature: float | None, *,
        loose: bool = False,
    ) -> dict[str, Any]:
        suffix = schema_tools.tools_prompt(tools, answer_is_json=schema is not None) \
            if tools else ""
        request: dict[str, Any] = {
            "messages": schema_tools.chat_messages(messages, system_suffix=suffix,
                                                   tools_mode=bool(tools)),
            "max_tokens": max_tokens,
            "temperature": 0.0 if temperature is None else temperature,
            "cache_prompt": True,
            "stream": True,
            "stream_options": {"include_usage": True},
        }
        if tools:
            step = schema_tools.step_schema(tools, answer_schema=schema, loose=loose)
            request["response_format"] = json_format("step", step)
        else:
            if schema is not None:
                request["response_format"] = json_format("answer", schema)
            if stop:
                request["stop"] = list(stop)
        return request

    def _run(self, requests: list[dict[str, Any]], post: Callable[[str, Any], bool]) -> None:
        """Worker thread: one blocking streamed call; every chunk goes through ``post``."""
        try:
            server, epoch = _serve(self.path, self.entry.n_ctx, self.threads, self.verbose,
                                   self.slots, self.entry.speculation)
            post("epoch", epoch)
            for i, request in enumerate(requests):
                try:
                    server.handle_chat_completions(request, lambda chunk: post("chunk", chunk))
                    break
                except ValueError as exc:  # the request (its JSON schema) was rejected
                    if i + 1 < len(requests):
                        continue
                    raise ProviderError(
                        f"the embedded model rejected the request: {one_line(exc)}",
                        provider=PROVIDER, status=400,
                        hint="simplify the JSON schema (llama.cpp supports a subset)",
                    ) from exc
        except OpenKoiError as exc:
            post("error", exc)
        except Exception as exc:  # nothing raw leaves this module
            post("error", ProviderError(f"the embedded model failed: {one_line(exc)}",
                                        provider=PROVIDER, hint="retry; if it persists, "
                                        "reinstall with a fresh OPENKOI_MODELS_DIR"))
        else:
            post("done", None)


def _key(path: Path, n_ctx: int, slots: int) -> tuple[str, int, int]:
    return (str(path.resolve()), n_ctx, slots)


def _server(path: Path, n_ctx: int, threads: int | None, verbose: bool,
            slots: int = 1, speculation: str = "") -> Any:
    return _serve(path, n_ctx, threads, verbose, slots, speculation)[0]


def _serve(path: Path, n_ctx: int, threads: int | None, verbose: bool,
           slots: int = 1, speculation: str = "") -> tuple[Any, int]:
    """The process-wide llama.cpp server for ``path`` (loaded on first use). With
    ``threads`` None the count comes from the machine's load, and the server is reloaded
    with another count when its token rate says so (``local_threads``)."""
    key = _key(path, n_ctx, slots)
    with _servers_lock:
        loaded = _servers.get(key)
        if loaded is None:
            watch = None
            if threads is None:
                cores = os.cpu_count() or 2
                busy = local_threads.busy_cores(cores)
                watch = local_threads.RateWatch(
                    threads=local_threads.initial_threads(cores, busy), most=cores)
                log.info("loading %s with %d of %d threads (other programs keep %.1f "
                         "cores busy)", path.name, watch.threads, cores, busy)
            loaded = _servers[key] = _Loaded(_start_server(
                path, n_ctx, watch.threads if watch is not None else threads or 1, verbose,
                slots, speculation), watch)
        elif loaded.watch is not None:
            watch = loaded.watch
            wanted = watch.pending or watch.room_to_grow(
                lambda: local_threads.busy_cores(watch.most))
            if wanted is not None and wanted != watch.threads:
                loaded.server = None  # the old one is freed before the new one loads
                try:
                    loaded.server = _start_server(path, n_ctx, wanted, verbose, slots,
                                                  speculation)
                except OpenKoiError:
                    del _servers[key]  # the next call starts afresh
                    raise
                watch.switched(wanted)
                log.info("reloaded %s with %d threads", path.name, wanted)
        return loaded.server, loaded.epoch


def _observe(path: Path, n_ctx: int, slots: int, tokens: int, seconds: float) -> None:
    """A call's generation rate, for the server's thread watch (a reload at the next call
    when the rate collapsed)."""
    with _servers_lock:
        loaded = _servers.get(_key(path, n_ctx, slots))
        if loaded is not None and loaded.watch is not None:
            fewer = loaded.watch.observe(tokens, seconds)
            if fewer is not None:
                loaded.watch.pending = fewer


def _look(path: Path, n_ctx: int, slots: int) -> None:
    """A running call's look at the machine: where other programs have taken the cores
    the threads need (``RateWatch.crowded``), the server is to be reloaded with fewer, and
    the calls running on it start again there. It runs on the event loop: where the lock
    is held (a worker thread loading a server, seconds), this look is skipped, not waited
    for."""
    times = local_threads.cpu_times()
    if not _servers_lock.acquire(blocking=False):
        return
    try:
        loaded = _servers.get(_key(path, n_ctx, slots))
        if loaded is None or loaded.watch is None:
            return
        fewer = loaded.watch.crowded(times, time.monotonic(), niced=local_threads.niced())
        if fewer is not None:
            loaded.watch.pending = fewer
            loaded.epoch += 1
            log.info("other programs took the cores %s decodes on: the calls running start "
                     "again with %d threads", path.name, fewer)
    finally:
        _servers_lock.release()


def _epoch(path: Path, n_ctx: int, slots: int) -> int:
    """The server's reload count, read on every streamed token: no lock (one dict lookup and
    one int read are atomic), so a reload in a worker thread never stalls the event loop."""
    loaded = _servers.get(_key(path, n_ctx, slots))
    return loaded.epoch if loaded is not None else 0


def _continued(messages: list[Message], partial: str) -> list[Message]:
    """``messages`` with ``partial`` as (the rest of) the assistant's unfinished turn."""
    if not partial:
        return messages
    if messages and messages[-1].role == "assistant":
        return [*messages[:-1], Message("assistant", messages[-1].content + partial)]
    return [*messages, Message("assistant", partial)]


def _start_server(path: Path, n_ctx: int, threads: int, verbose: bool,
                  slots: int = 1, speculation: str = "") -> Any:
    params = server_params(path, n_ctx, threads, verbose, slots, speculation)
    import xllamacpp  # importable: server_params mapped its absence to ModelInstallError

    # The server also listens on 127.0.0.1 (a random port); a secret key keeps other local
    # processes out. In-process calls do not go through HTTP and need no key.
    params.api_keys = [secrets.token_urlsafe(24)]
    try:
        return xllamacpp.Server(params)
    except Exception as exc:  # mapped at the boundary
        raise ProviderUnavailable(
            f"the embedded model {path.name} could not be loaded: {one_line(exc)}",
            provider=PROVIDER,
            hint="check free memory; delete the file to force a fresh install",
        ) from exc


def server_params(path: Path, n_ctx: int, threads: int, verbose: bool,
                  slots: int = 1, speculation: str = "") -> Any:
    """llama.cpp's parameters for the embedded model's server (``xllamacpp.CommonParams``):
    ``slots`` sequences decoded together across calls, one KV cache shared by them. The
    peer harness (bench/suite.py) serves the model over HTTP with these same parameters."""
    try:
        import xllamacpp
    except ImportError as exc:
        raise ModelInstallError(
            f"the embedded model runtime (xllamacpp) cannot be imported: {one_line(exc)}",
            hint="pip install xllamacpp; on Debian/Ubuntu also apt-get install libgomp1",
        ) from exc
    params = xllamacpp.CommonParams()
    if hasattr(params.model, "path"):
        params.model.path = str(path)
    else:  # older xllamacpp releases took the path directly
        params.model = str(path)
    params.n_ctx = n_ctx
    params.n_parallel = slots
    if slots > 1 and hasattr(params, "kv_unified"):
        # one KV cache shared by the slots: each sample may use the whole context, and the
        # prompt is processed once and copied to the sampled sequences
        params.kv_unified = True
    params.cpuparams.n_threads = threads
    params.cpuparams_batch.n_threads = threads
    params.verbosity = 3 if verbose else -1
    if hasattr(params, "cache_ram_mib"):
        params.cache_ram_mib = 1024  # host-memory prompt cache (llama.cpp's default is 8 GiB)
    local_spec.apply(params, speculation, path.parent, threads)  # the catalog's (measured)
    return params
