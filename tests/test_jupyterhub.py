"""A class on a real JupyterHub, on 127.0.0.1, set up by classroom/jupyterhub_config.py: two
learners each get their own server, answer questions through the Jupyter REST and kernel API,
and each progress file holds that learner's answers only. Everything started is stopped.

Needs configurable-http-proxy from npm (.ci/run installs it into .node/; CHP_BIN names another
folder): skipped without it, failed without it under CI."""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
import requests
import websocket

ROOT = Path(__file__).resolve().parents[1]
CHP_BIN = Path(os.environ.get("CHP_BIN", ROOT / ".node" / "node_modules" / ".bin"))
USERS = {"alice": ("ch01.allies-of-5", "ch01.opposite-of-4"), "bob": ("ch02.twos-in-shoe",)}
PASSWORD = "classroom-pw"
TEST_CONFIG = """
c = get_config()  # noqa: F821
load_subconfig({classroom!r})
c.JupyterHub.bind_url = "http://127.0.0.1:{port}"
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{proxy_api_port}"
c.JupyterHub.db_url = "sqlite:///{root}/jupyterhub.sqlite"
c.JupyterHub.cookie_secret_file = "{root}/jupyterhub_cookie_secret"
c.JupyterHub.pid_file = "{root}/jupyterhub.pid"
c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = "{password}"
c.Authenticator.allowed_users = {users!r}
c.JupyterHub.spawner_class = "simple"  # servers as the hub's own user, homes in the test folder
c.SimpleLocalProcessSpawner.home_dir_template = "{root}/homes/{{username}}"
c.Spawner.args = [*c.Spawner.args, *(["--allow-root"] if __import__("os").getuid() == 0 else [])]
c.JupyterHub.services = [{{"name": "classroom-test", "api_token": "{token}"}}]
c.JupyterHub.load_roles = [
    {{
        "name": "classroom-test",
        "scopes": ["admin:users", "admin:servers", "access:servers"],
        "services": ["classroom-test"],
    }}
]
"""
CODE = """
from gouji_learn.exercises import progress_path, question
for qid in {ids!r}:
    q = question(qid)
    print(q.check(q.solution().answer).status)
print(progress_path())
"""

pytestmark = pytest.mark.classroom


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _children(pid: int) -> list[int]:
    """Every descendant of ``pid`` (proxy, servers, kernels), read from /proc."""
    try:
        kids = [int(k) for k in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []
    return kids + [grandchild for kid in kids for grandchild in _children(kid)]


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


def execute(server: str, token: str, code: str) -> dict[str, Any]:
    """Run ``code`` in a new kernel of a learner's server (``.../user/NAME/``), then stop it."""
    headers = {"Authorization": f"token {token}"}
    made = requests.post(
        server + "api/kernels", json={"name": "python3"}, headers=headers, timeout=60
    )
    made.raise_for_status()
    kernel = made.json()["id"]
    socket_url = server.replace("http", "ws", 1) + f"api/kernels/{kernel}/channels"
    channel = websocket.create_connection(
        socket_url, header=[f"Authorization: token {token}"], timeout=90
    )
    msg_id = uuid.uuid4().hex
    header = {"msg_id": msg_id, "msg_type": "execute_request", "username": "test"}
    content = {"code": code, "silent": False, "store_history": False, "user_expressions": {}}
    channel.send(
        json.dumps(
            {
                "header": {**header, "session": uuid.uuid4().hex, "version": "5.3"},
                "parent_header": {},
                "metadata": {},
                "channel": "shell",
                "buffers": [],
                "content": {**content, "allow_stdin": False, "stop_on_error": True},
            }
        )
    )
    out: dict[str, Any] = {"status": None, "stdout": "", "error": None}
    try:
        while out["status"] is None:
            message = json.loads(channel.recv())
            if message.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            kind, said = message["msg_type"], message["content"]
            if kind == "stream":
                out["stdout"] += said["text"]
            elif kind == "error":
                out["error"] = f"{said['ename']}: {said['evalue']}"
            elif kind == "execute_reply":
                out["status"] = said["status"]
    finally:
        channel.close()
        requests.delete(server + f"api/kernels/{kernel}", headers=headers, timeout=30)
    return out


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SimpleNamespace]:
    """A hub with the classroom config on free local ports, started once for the module (it
    takes seconds); everything stopped at the end."""
    tmp_path = tmp_path_factory.mktemp("hub")
    if not (CHP_BIN / "configurable-http-proxy").exists():
        if os.environ.get("CI"):
            pytest.fail(f"configurable-http-proxy is missing from {CHP_BIN} (.ci/run installs it)")
        pytest.skip(f"configurable-http-proxy is not in {CHP_BIN} (npm install --prefix .node)")
    port, token = _free_port(), secrets.token_hex(32)
    config = TEST_CONFIG.format(
        classroom=str(ROOT / "classroom" / "jupyterhub_config.py"),
        port=port,
        hub_port=_free_port(),
        proxy_api_port=_free_port(),
        root=tmp_path,
        password=PASSWORD,
        users=set(USERS),
        token=token,
    )
    (tmp_path / "jupyterhub_config.py").write_text(config, encoding="utf-8")
    env = dict(os.environ, PATH=f"{CHP_BIN}{os.pathsep}{os.environ['PATH']}")
    env["GOUJI_CLASS_PROGRESS"] = str(tmp_path / "progress")
    env.pop("GOUJI_LEARN_HOME", None)  # the hub's config alone decides each learner's folder
    log = (tmp_path / "hub.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyterhub", "-f", "jupyterhub_config.py"],
        cwd=tmp_path,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}/"
    api = requests.Session()
    api.headers["Authorization"] = f"token {token}"
    try:
        deadline = time.monotonic() + 90
        while True:
            assert proc.poll() is None, (tmp_path / "hub.log").read_text()
            try:
                if api.get(url + "hub/api/", timeout=2).ok:
                    break
            except requests.ConnectionError:
                pass
            assert time.monotonic() < deadline, "the hub did not come up"
            time.sleep(0.2)
        yield SimpleNamespace(url=url, api=api, token=token, root=tmp_path)
    finally:
        for user in USERS:
            with contextlib.suppress(requests.RequestException):
                api.delete(url + f"hub/api/users/{user}/server", timeout=30)
        started = _children(proc.pid)
        proc.send_signal(signal.SIGTERM)  # the hub stops its proxy on SIGTERM
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        time.sleep(0.5)
        left = [pid for pid in started if _alive(pid)]
        for pid in left:
            os.kill(pid, signal.SIGKILL)
        log.close()
        assert not left, f"processes left after the hub stopped: {left}"


def _ready(hub: SimpleNamespace, user: str) -> None:
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        server = hub.api.get(hub.url + f"hub/api/users/{user}", timeout=10).json()["servers"]
        if server.get("", {}).get("ready"):
            return
        time.sleep(0.3)
    raise AssertionError(f"{user}'s server is not ready; see {hub.root / 'hub.log'}")


def test_two_learners_keep_their_progress_apart(hub: SimpleNamespace) -> None:
    for user in USERS:
        started = hub.api.post(hub.url + f"hub/api/users/{user}/server", timeout=90)
        assert started.status_code in (201, 202), started.text
        _ready(hub, user)
    for user, ids in USERS.items():
        out = execute(hub.url + f"user/{user}/", hub.token, CODE.format(ids=ids))
        assert out["status"] == "ok", out
        *statuses, path = out["stdout"].split()
        assert statuses == ["correct"] * len(ids)
        assert path == str(hub.root / "progress" / user / "progress.json")
    for user, ids in USERS.items():
        kept = json.loads((hub.root / "progress" / user / "progress.json").read_text())
        assert set(kept["questions"]) == set(ids), (user, kept["questions"])
        assert not (hub.root / "homes" / user / ".gouji_learn").exists()
    found = sorted(p.relative_to(hub.root) for p in hub.root.rglob("progress.json"))
    assert found == [Path("progress", user, "progress.json") for user in sorted(USERS)]


def test_a_learner_logs_in_with_the_class_password_only(hub: SimpleNamespace) -> None:
    for password, expected in (("wrong-password", 403), (PASSWORD, 302)):
        session = requests.Session()
        session.get(hub.url + "hub/login", timeout=10)
        answer = session.post(
            hub.url + "hub/login",
            allow_redirects=False,
            timeout=10,
            data={"username": "alice", "password": password, "_xsrf": session.cookies.get("_xsrf")},
        )
        assert answer.status_code == expected
