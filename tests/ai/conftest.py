import pytest
from toygame import ToyGame, install


@pytest.fixture
def toy():
    undo = install()
    yield ToyGame("toy/minibreak", None)
    undo()
