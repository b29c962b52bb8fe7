"""JupyterHub settings for a class learning 够级 with gouji_learn (docs/classroom.md).

Install once, as root, into the hub's Python: ``pip install "gouji-learn[lab]" jupyterhub``
(site-packages owned by root: learners read the package, never change it), and
``npm install -g configurable-http-proxy``. Hand the notebooks out with nbgitpuller links.
Each learner's progress file lives in their own folder: GOUJI_LEARN_HOME is set per user.
tests/test_jupyterhub.py starts a real hub with this file (ports and paths overridden).
"""

import os
import sys

c = get_config()  # noqa: F821

PROGRESS_ROOT = os.environ.get("GOUJI_CLASS_PROGRESS", "/srv/gouji_learn/progress")
"""Where each learner's progress folder is made (one per user name)."""


def progress_home(spawner):  # JupyterHub calls it with the spawner
    """The learner's own progress folder (a plain string would not expand {username})."""
    return os.path.join(PROGRESS_ROOT, spawner.user.name)


c.JupyterHub.bind_url = "http://0.0.0.0:8000"
# Each learner is a system user with a home (PAM, the default authenticator); servers run as them.
c.Spawner.cmd = [sys.executable, "-m", "jupyterhub.singleuser"]
c.Spawner.default_url = "/lab"
c.Spawner.environment = {"GOUJI_LEARN_HOME": progress_home}
c.Spawner.args = ["--ContentsManager.pre_save_hook=gouji_learn.save_hook.pre_save_hook"]
