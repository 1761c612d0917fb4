"""Starting the Java virtual machine in-process with the project's jar (JPype)."""

import os
import pathlib

import jpype
import jpype.imports  # noqa: F401  (enables "from org.tarock... import ..." style lookups)

_ROOT = pathlib.Path(__file__).resolve().parents[2]
_DEFAULT_JAR = _ROOT / "cli" / "target" / "tarock.jar"
_TEMURIN = pathlib.Path("/usr/lib/jvm/temurin-25-jdk-amd64")
# Debian's python3-jpype keeps JPype's own jar here rather than beside the module, where JPype looks.
_DEBIAN_SUPPORT_JAR = pathlib.Path("/usr/share/java/org.jpype.jar")


def jar_path():
    """The jar loaded: $TAROCK_JAR, else cli/target/tarock.jar of this checkout."""
    return pathlib.Path(os.environ.get("TAROCK_JAR", _DEFAULT_JAR))


def _jvm_path():
    home = os.environ.get("JAVA_HOME")
    if not home and _TEMURIN.is_dir():
        home = str(_TEMURIN)
    if home:
        lib = pathlib.Path(home) / "lib" / "server" / "libjvm.so"
        if lib.is_file():
            return str(lib)
    return jpype.getDefaultJVMPath()


def start():
    """Starts the JVM once per process; later calls do nothing."""
    if jpype.isJVMStarted():
        return
    jar = jar_path()
    if not jar.is_file():
        raise RuntimeError(
            f"tarock_env: the project's jar {jar} is missing; build it with './tarock --version' "
            "(or './mvnw -q -DskipTests -pl cli -am package') or point TAROCK_JAR at it")
    classpath = [str(jar)]
    if _DEBIAN_SUPPORT_JAR.is_file():
        classpath.insert(0, str(_DEBIAN_SUPPORT_JAR))
    jpype.startJVM(_jvm_path(), "-Xss8m", "--enable-native-access=ALL-UNNAMED", classpath=classpath,
                   convertStrings=True, ignoreUnrecognized=True)


def cls(name):
    """A Java class by its full name."""
    start()
    return jpype.JClass(name)
