"""The web UI in headless Chromium against a real `openkoi serve` and a fake model server:
the user page submits a task and shows its progress and result; the developer page shows the
raw events, tool call blocks, tokens and cost, and approves a plan; a token-protected server
asks for its token."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cli_support import openkoi, text, write
from fake_servers import FakeServer, Reply
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait
from web_support import Served

from openkoi.skills.loader import bundled_skills

TIMEOUT_S = 60
PLAN = {"summary": "Write hello.py", "steps": ["write hello.py"], "files": ["hello.py"],
        "tools": ["write_file"], "estimated_iterations": 1}
# the task states an example: it is run, grounded evidence, so the task can end "done" (an
# example in the docstring the model wrote is the code's own word, never evidence)
TASK = "Write hello(name) in hello.py: hello('Bo') returns 'Hello, Bo!'"
HELLO = ('def hello(name):\n    """Greet someone.\n\n    >>> hello("Bo")\n    \'Hello, Bo!\'\n'
         '    """\n    return f"Hello, {name}!"\n')
ANSWER = "Wrote hello.py with hello(name)."


def judge_ok() -> dict[str, Any]:
    """Top marks on every dimension any bundled evaluator scores (extra ones are ignored)."""
    dims = {d.name: 9 for s in bundled_skills() for d in s.dimensions}
    return {"scores": dims, "findings": []}


def script_task(model: FakeServer) -> None:
    """The model's side of one task: a plan, one write_file call, the answer, the judge."""
    model.push(text(PLAN), write("call_1", "hello.py", HELLO), text(ANSWER), text(judge_ok()))


def wait(driver: Any, check: Callable[[Any], Any], what: str) -> Any:
    # a list the page re-renders between finding an element and reading it leaves a stale
    # reference: that is "not yet", as a missing element is (a fresh-clone run failed on it)
    return WebDriverWait(driver, TIMEOUT_S, poll_frequency=0.1, ignored_exceptions=(
        NoSuchElementException, StaleElementReferenceException)).until(
        check, message=f"timed out waiting for {what}")


def by_id(driver: Any, element_id: str) -> WebElement:
    return driver.find_element(By.ID, element_id)


def fill(driver: Any, values: dict[str, str]) -> None:
    for name, value in values.items():
        box = by_id(driver, name)
        box.clear()
        box.send_keys(value)


def console_errors(driver: Any) -> list[str]:
    """Script errors in the page (failed requests the test provoked are not script errors)."""
    return [e["message"] for e in driver.get_log("browser")
            if e["level"] == "SEVERE" and "Failed to load resource" not in e["message"]]


def test_user_page_submits_a_task_and_shows_its_progress_and_result(
        browser: Any, server: Served) -> None:
    script_task(server.model)
    browser.get(f"{server.url}/ui/")
    wait(browser, lambda d: by_id(d, "tasks-error").text == "No tasks yet.", "the empty list")
    fill(browser, {"description": TASK, "model": "fake/scripted",
                   "max_iterations": "1", "workspace": str(server.workspace)})
    by_id(browser, "submit").click()

    result = wait(browser, lambda d: d.find_elements(By.ID, "result"), "the result")[0]
    assert result.find_element(By.TAG_NAME, "h3").text == "Done"
    assert float(by_id(browser, "result-score").text) >= 0.8
    assert [li.text for li in by_id(browser, "result-files").find_elements(
        By.TAG_NAME, "li")] == ["hello.py"]
    assert by_id(browser, "result-answer").text == ANSWER
    progress = [li.text for li in by_id(browser, "progress").find_elements(By.TAG_NAME, "li")]
    assert progress[0].startswith("Started with fake/scripted")
    assert "Plan: Write hello.py (1 steps)" in progress
    assert "write_file hello.py" in progress
    assert any(line.startswith("Checked: score") for line in progress)
    assert progress[-1].startswith("Done: score")
    assert by_id(browser, "current-status").text == "done"
    assert (server.workspace / "hello.py").read_text() == HELLO

    task_id = by_id(browser, "current-id").text
    rows = wait(browser, lambda d: [r for r in d.find_elements(By.CSS_SELECTOR, "#tasks tbody tr")
                                    if r.get_attribute("data-id") == task_id
                                    and "done" in r.text], "the task in the recent list")
    assert "Write hello(name) in hello.py" in rows[0].text
    stored = server.api("GET", f"/tasks/{task_id}").json()
    assert stored["status"] == "done" and stored["files_changed"] == ["hello.py"]
    # the request carried the options from the form
    assert server.model.requests[0].body["model"] == "scripted"

    # a finished task opened from the list replays its stored events and result
    browser.get(f"{server.url}/ui/")
    row = wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR,
                                                  f"#tasks tbody tr[data-id='{task_id}']"),
               "the recent list")[0]
    assert not by_id(browser, "current").is_displayed()
    row.click()
    wait(browser, lambda d: d.find_elements(By.ID, "result-answer"), "the replayed result")
    assert by_id(browser, "result-answer").text == ANSWER
    assert by_id(browser, "current-id").text == task_id
    assert console_errors(browser) == []


def test_dev_page_streams_raw_events_tool_blocks_and_cost(browser: Any, server: Served) -> None:
    script_task(server.model)
    browser.get(f"{server.url}/ui/dev.html")
    wait(browser, lambda d: "live" in by_id(d, "connection").text, "the live event stream")
    fill(browser, {"description": TASK, "model": "fake/scripted",
                   "max_iterations": "1", "workspace": str(server.workspace)})
    by_id(browser, "submit").click()

    wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "#timeline .block.task-done"),
         "task.done in the timeline")
    call = browser.find_element(By.CSS_SELECTOR, "#timeline .block.tool-call")
    assert "write_file hello.py" in call.text
    args = json.loads(call.find_element(By.CSS_SELECTOR, "pre.args").text)
    assert args == {"path": "hello.py", "content": HELLO}
    result = browser.find_element(By.CSS_SELECTOR, "#timeline .block.tool-result")
    assert "ok" in result.get_attribute("class").split() and "✓ write_file" in result.text
    plan = browser.find_element(By.CSS_SELECTOR, "#timeline .block.plan")
    assert "Write hello.py" in plan.text
    assert browser.find_elements(By.CSS_SELECTOR, "#timeline .block.evaluation")

    raw = [json.loads(p.text) for p in browser.find_elements(By.CSS_SELECTOR, "#raw pre.raw")]
    kinds = [e["kind"] for e in raw if e.get("seq") is not None]
    assert kinds[0] == "task.started" and kinds[-1] == "task.done"
    assert {"plan", "tool.call", "tool.result", "cost", "evaluation"} <= set(kinds)
    seqs = [e["seq"] for e in raw if e.get("seq") is not None]
    assert seqs == sorted(seqs) and len(seqs) == len(set(seqs))  # each event once, in order

    costs = [e["data"] for e in raw if e["kind"] == "cost"]
    assert int(by_id(browser, "m-calls").text) == len(costs) >= 3
    tokens_in = sum(c["input_tokens"] for c in costs)
    assert by_id(browser, "m-in").text.replace(",", "") == str(tokens_in)
    assert by_id(browser, "m-score").text != "-"
    assert console_errors(browser) == []


def test_dev_page_approves_a_plan(browser: Any, server: Served) -> None:
    script_task(server.model)
    browser.get(f"{server.url}/ui/dev.html")
    wait(browser, lambda d: "live" in by_id(d, "connection").text, "the live event stream")
    fill(browser, {"description": TASK, "model": "fake/scripted",
                   "max_iterations": "1", "workspace": str(server.workspace)})
    by_id(browser, "approve_plan").click()
    by_id(browser, "submit").click()

    wait(browser, lambda d: by_id(d, "approval").is_displayed(), "the approval box")
    assert "Write hello.py" in by_id(browser, "approval-plan").text
    assert not (server.workspace / "hello.py").exists()  # nothing ran before the approval
    by_id(browser, "approve").click()
    wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "#timeline .block.task-done"),
         "the approved task to finish")
    assert not by_id(browser, "approval").is_displayed()
    assert (server.workspace / "hello.py").read_text() == HELLO


def test_dev_page_runs_a_plan_as_edited(browser: Any, server: Served) -> None:
    script_task(server.model)
    browser.get(f"{server.url}/ui/dev.html")
    wait(browser, lambda d: "live" in by_id(d, "connection").text, "the live event stream")
    fill(browser, {"description": TASK, "model": "fake/scripted",
                   "max_iterations": "1", "workspace": str(server.workspace)})
    by_id(browser, "approve_plan").click()
    by_id(browser, "submit").click()
    wait(browser, lambda d: by_id(d, "approval").is_displayed(), "the approval box")
    task_id = by_id(browser, "approval-task").text
    assert by_id(browser, "approval-steps").get_attribute("value") == "write hello.py"
    fill(browser, {"approval-steps": "write hello.py\nrun its doctest"})
    by_id(browser, "approve").click()
    wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "#timeline .block.task-done"),
         "the approved task to finish")
    events = server.api("GET", f"/tasks/{task_id}/events").json()["events"]
    plans = [e["data"] for e in events if e["kind"] == "plan"]
    assert plans[-1]["source"] == "edited"
    assert plans[-1]["steps"] == ["write hello.py", "run its doctest"]
    assert (server.workspace / "hello.py").read_text() == HELLO
    assert console_errors(browser) == []


def test_dev_page_rejecting_a_plan_runs_nothing(browser: Any, server: Served) -> None:
    server.model.push(text(PLAN))
    browser.get(f"{server.url}/ui/dev.html")
    fill(browser, {"description": TASK, "model": "fake/scripted",
                   "workspace": str(server.workspace)})
    by_id(browser, "approve_plan").click()
    by_id(browser, "submit").click()
    wait(browser, lambda d: by_id(d, "approval").is_displayed(), "the approval box")
    task_id = by_id(browser, "approval-task").text
    by_id(browser, "reject").click()
    wait(browser, lambda d: server.api("GET", f"/tasks/{task_id}").json()["status"]
         == "rejected", "the task to be rejected")
    wait(browser, lambda d: not by_id(d, "approval").is_displayed(), "the box to close")
    assert not (server.workspace / "hello.py").exists()
    assert server.model.requests  # the plan was asked for, but nothing was executed:
    assert not any(r.body.get("tools") for r in server.model.requests)


def test_a_token_protected_server_asks_for_the_token(browser: Any,
                                                      token_server: Served) -> None:
    server = token_server
    assert server.api("GET", "/tasks").status_code == 401
    script_task(server.model)
    browser.get(f"{server.url}/ui/")
    dialog = wait(browser, lambda d: by_id(d, "token-dialog").is_displayed()
                  and by_id(d, "token-dialog"), "the token dialog")
    by_id(browser, "token-input").send_keys("wrong")
    by_id(browser, "token-ok").click()
    wait(browser, lambda d: "refused" in by_id(d, "token-reason").text, "the refusal")
    by_id(browser, "token-input").send_keys("s3cret-token")
    by_id(browser, "token-ok").click()
    wait(browser, lambda d: not dialog.is_displayed(), "the dialog to close")
    wait(browser, lambda d: by_id(d, "tasks-error").text == "No tasks yet.", "the task list")

    fill(browser, {"description": TASK, "model": "fake/scripted",
                   "max_iterations": "1", "workspace": str(server.workspace)})
    by_id(browser, "submit").click()
    wait(browser, lambda d: d.find_elements(By.ID, "result-answer"),
         "the result over the token-authenticated WebSocket")
    assert by_id(browser, "result-answer").text == ANSWER


def test_a_token_in_the_page_url_is_used_and_removed(browser: Any,
                                                      token_server: Served) -> None:
    browser.get(f"{token_server.url}/ui/dev.html?token=s3cret-token")
    wait(browser, lambda d: "live" in by_id(d, "connection").text, "the live event stream")
    assert not by_id(browser, "token-dialog").is_displayed()
    assert by_id(browser, "tasks-error").text == ""
    assert "token" not in browser.current_url


def test_guardian_escalations_are_shown_prominently(browser: Any, server: Served) -> None:
    """A task the Guardian blocked (run from the CLI into the same database) replays on both
    pages with its escalation in a banner."""
    blocked = openkoi(["think", "-m", "fake/scripted", "delete the staging database"],
                      server.env, server.workspace)
    assert blocked.returncode == 9, blocked.stderr
    task_id = json.loads(openkoi(["task", "list", "--json"], server.env,
                                 server.workspace).stdout)[0]["id"]

    browser.get(f"{server.url}/ui/dev.html?task={task_id}")
    banner = wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "#escalations "
                                                     ".escalation"), "the escalation")[0]
    assert "ESCALATION" in banner.text and task_id[:8] in banner.text
    assert "The Guardian blocked this task: deletes a database" in banner.text
    assert banner.value_of_css_property("font-weight") in ("600", "bold")
    verdicts = browser.find_element(By.CSS_SELECTOR, "#timeline .block.parliament")
    assert "BLOCKED" in verdicts.text and "Guardian BLOCK" in verdicts.text.replace("\n", " ")
    wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "#timeline .block.task-failed"),
         "task.failed")

    browser.get(f"{server.url}/ui/?task={task_id}")
    banner = wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "#escalations "
                                                     ".escalation"), "the escalation")[0]
    assert "The Guardian blocked this task: deletes a database" in banner.text
    wait(browser, lambda d: d.find_elements(By.ID, "result"), "the result card")
    assert "failed" in by_id(browser, "result").text
    assert console_errors(browser) == []


def test_user_page_cancels_a_running_task(browser: Any, server: Served) -> None:
    slow = write("call_1", "hello.py", HELLO)
    slow.delay = 20  # the model takes its time: the task is running when we cancel it
    server.model.push(text(PLAN), slow)
    browser.get(f"{server.url}/ui/")
    fill(browser, {"description": TASK, "model": "fake/scripted",
                   "workspace": str(server.workspace)})
    by_id(browser, "submit").click()
    wait(browser, lambda d: any("Plan: Write hello.py" in li.text for li in
                                by_id(d, "progress").find_elements(By.TAG_NAME, "li")),
         "the plan")
    cancel = by_id(browser, "cancel")
    assert cancel.is_displayed()
    cancel.click()
    wait(browser, lambda d: by_id(d, "current-status").text == "cancelled", "cancelled")
    assert not by_id(browser, "cancel").is_displayed()
    task_id = by_id(browser, "current-id").text
    assert server.api("GET", f"/tasks/{task_id}").json()["status"] == "cancelled"
    assert not (server.workspace / "hello.py").exists()


def test_user_page_simulates_with_the_parliament_first(browser: Any, server: Served) -> None:
    """"only simulate": the Parliament's verdicts in the progress list, nothing written, and
    what it would change beside the result."""
    vote = {"verdict": "APPROVE", "reason": "fine", "caveats": [], "confidence": 0.9}
    futures = {"futures": [
        {"name": "Write it", "consequences": ["hello.py exists"], "risk": "low"},
        {"name": "Leave it", "consequences": ["nothing changes"], "risk": "low"}],
        "recommendation": "Write it", "champion": "Strategist", "dissent": ""}
    folder = server.workspace / "simulated"
    folder.mkdir()
    server.model.push(text({a: vote for a in ("guardian", "economist", "empath", "scholar",
                                              "strategist")}),
                      text(PLAN), write("call_s", "hello.py", HELLO), text(ANSWER),
                      text(futures))
    browser.get(f"{server.url}/ui/")
    fill(browser, {"description": TASK, "model": "fake/scripted",
                   "workspace": str(folder)})
    by_id(browser, "simulate").click()
    by_id(browser, "submit").click()
    card = wait(browser, lambda d: d.find_elements(By.ID, "simulation"), "the simulation")[0]
    assert "would change" in card.text and "hello.py" in card.text
    assert "Recommendation (Strategist): Write it" in card.text
    progress = [li.text for li in by_id(browser, "progress").find_elements(By.TAG_NAME, "li")]
    assert progress[0].startswith("Approved by the Parliament (Guardian APPROVE")
    assert "Simulated: would change 1 file, run 0 commands" in progress
    assert by_id(browser, "current-status").text == "simulated"
    # the result card: a simulation is not done work, and no answer tells of work never done
    result = wait(browser, lambda d: d.find_elements(By.ID, "result"), "the result")[0]
    assert "Simulated: nothing was written or run" in result.text
    assert "Done" not in result.text and not browser.find_elements(By.ID, "result-answer")
    assert list(folder.iterdir()) == []
    task = server.api("GET", f"/tasks/{by_id(browser, 'current-id').text}").json()
    assert task["status"] == "simulated"
    assert task["simulate"] is True and task["thinking"]["simulation"]["would_change"] == [
        "hello.py"]
    assert console_errors(browser) == []


def test_dev_page_lists_background_jobs_shows_output_and_cancels(
        browser: Any, server: Served) -> None:
    from openkoi.config import Paths
    from openkoi.tools.jobs import JobBoard

    board = JobBoard(Paths.from_env(server.env).jobs, "t-web")
    env = {"PATH": "/usr/bin:/bin"}
    quick = board.start("echo BUILT", ["bash", "-c", "echo BUILT"], server.workspace, env)
    slow = board.start("sleep 60", ["bash", "-c", "sleep 60"], server.workspace, env)
    try:
        browser.get(f"{server.url}/ui/dev.html")
        wait(browser, lambda d: "done" in _text(d, f'li[data-job="{quick.id}"]'),
             "the job to end")
        wait(browser, lambda d: _click(d, f'li[data-job="{quick.id}"]'), "a click on it")
        wait(browser, lambda d: "BUILT" in by_id(d, "job-output").text, "its output")
        assert "(exit 0)" in by_id(browser, "job-output").text
        wait(browser, lambda d: _click(d, f'li[data-job="{slow.id}"] .job-cancel'),
             "a click on cancel")
        wait(browser, lambda d: "cancelled" in d.find_element(
            By.CSS_SELECTOR, f'li[data-job="{slow.id}"]').text, "the job to be cancelled")
        assert board.get(slow.id).state == "cancelled"  # type: ignore[union-attr]
        assert console_errors(browser) == []
    finally:
        board.cancel(slow)


def _text(driver: Any, css: str) -> str:
    """The text of the element ``css`` names ("" while the list is being redrawn)."""
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException

    try:
        return str(driver.find_element(By.CSS_SELECTOR, css).text)
    except (NoSuchElementException, StaleElementReferenceException):
        return ""


def _click(driver: Any, css: str) -> bool:
    """Click the element ``css`` names; False while the list is being redrawn."""
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException

    try:
        driver.find_element(By.CSS_SELECTOR, css).click()
    except (NoSuchElementException, StaleElementReferenceException):
        return False
    return True


def test_user_page_shows_each_integrations_deliveries_and_failures(
        browser: Any, server: Served) -> None:
    home = Path(server.env["OPENKOI_HOME"])
    with FakeServer(Reply(200, {"ok": False, "error": "invalid_auth"})) as slack, \
            FakeServer(Reply(200, {})) as teams:
        with (home / "config.toml").open("a") as config:  # read by each new task
            config.write(f'\n[integrations.slack]\nchannel = "#ops"\nbase_url = '
                         f'"{slack.url}/api/"\nevents = ["task.complete", "task.failed", '
                         '"task.unverified"]\n\n[integrations.teams]\nevents = '
                         '["task.complete", "task.failed", "task.unverified"]\n')
        keys = home / "credentials"
        keys.mkdir(mode=0o700, exist_ok=True)
        for name, secret in (("slack", "xoxb-web"), ("teams", teams.url + "/hook")):
            (keys / f"integration.{name}.key").write_text(secret)
            (keys / f"integration.{name}.key").chmod(0o600)
        script_task(server.model)
        task_id = server.api("POST", "/tasks", json={
            "task": "Write hello(name) in hello.py", "model": "fake/scripted",
            "max_iterations": 1}).json()["id"]
        wait(browser, lambda _d: len(server.api(
            "GET", "/integrations").json()["deliveries"]) >= 2, "both deliveries")

    api = server.api("GET", "/integrations").json()
    rows = {r["name"]: r for r in api["integrations"]}
    assert (rows["slack"]["deliveries"], rows["slack"]["failures"]) == (0, 1)
    assert "invalid_auth" in rows["slack"]["last_error"]
    assert (rows["teams"]["deliveries"], rows["teams"]["failures"]) == (1, 0)
    assert {(d["integration"], d["outcome"], d["task_id"]) for d in api["deliveries"]} == {
        ("slack", "failed", task_id), ("teams", "delivered", task_id)}
    assert server.api("GET", "/integrations?limit=0").status_code == 422

    browser.get(f"{server.url}/ui/")
    table = wait(browser, lambda d: d.find_elements(
        By.CSS_SELECTOR, "#integrations tr[data-name]"), "the integrations table")
    cells = {tr.get_attribute("data-name"): [td.text for td in tr.find_elements(
        By.TAG_NAME, "td")] for tr in table}
    assert cells["slack"][:5] == ["Slack", "enabled", "0", "1", "0"]
    assert "invalid_auth" in cells["slack"][5]
    assert cells["teams"][:4] == ["Teams", "enabled", "1", "0"]
    assert set(cells) == {"slack", "teams"}  # the others are not set up
    tries = [li.text for li in by_id(browser, "deliveries").find_elements(By.TAG_NAME, "li")]
    assert any(t.startswith("failed slack → #ops") and "invalid_auth" in t for t in tries)
    assert any(t.startswith("delivered teams") for t in tries)
    assert console_errors(browser) == []
