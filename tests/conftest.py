import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests read the English texts: the window's language must not follow the machine's.
os.environ["MAGNETDESK_LANGUAGE"] = "en"
