"""`python3 -m fluidcheck anyscene`: every `Scene` requirement is forwarded by `AnyScene`.

In Embedded Swift a session runs its scene through `AnyScene`'s box (Sources/FluidSceneKit/
AnyScene.swift), which forwards each requirement of `protocol Scene` to the scene inside. A
requirement with a default in a protocol extension compiles without a forward, and then the
Embedded build (the web page, a watch) silently uses the default where the native build calls
the scene: a new requirement must reach all three places in AnyScene.swift (the wrapper, the
abstract box and the typed box). `--self-test` first removes one forward from a copy and requires
the check to see it.
"""
import re
import sys

from . import checks

SCENE = "Sources/FluidSceneKit/Scene.swift"
ANY_SCENE = "Sources/FluidSceneKit/AnyScene.swift"
MEMBER = re.compile(r"^\s*(?:public\s+)?(?:override\s+)?(?:mutating\s+)?(?:func|var)\s+([A-Za-z_][A-Za-z0-9_]*)", re.M)


def requirements(scene_source):
    """The names of the members declared in `protocol Scene { … }`."""
    match = re.search(r"public protocol Scene[^{]*\{(.*?)\n\}", scene_source, re.S)
    if not match:
        raise ValueError("no `public protocol Scene { … }` in " + SCENE)
    return sorted(set(MEMBER.findall(match.group(1))))


def missing(scene_source, any_scene_source):
    """(name, place) for each requirement a part of AnyScene.swift does not declare."""
    parts = {
        "AnyScene": re.search(r"struct AnyScene\b[^{]*\{(.*?)\n\}", any_scene_source, re.S),
        "SceneBoxBase": re.search(r"class SceneBoxBase\b[^{]*\{(.*?)\n\}", any_scene_source, re.S),
        "SceneBox": re.search(r"class SceneBox\b[^{]*\{(.*?)\n\}", any_scene_source, re.S),
    }
    gaps = []
    for place, match in parts.items():
        if not match:
            gaps.append(("(the whole type)", place))
            continue
        declared = set(MEMBER.findall(match.group(1)))
        gaps += [(name, place) for name in requirements(scene_source) if name not in declared]
    return gaps


def main():
    scene = open(SCENE, encoding="utf-8").read()
    any_scene = open(ANY_SCENE, encoding="utf-8").read()
    if "--self-test" in sys.argv:
        # A copy without one forward of the typed box must be caught.
        planted = re.sub(r"\n\s*override func takeRequests\(\)[^\n]*", "", any_scene, count=1)
        checks.check("self-test: a removed forward is seen", planted != any_scene and
                     ("takeRequests", "SceneBox") in missing(scene, planted))
    names = requirements(scene)
    checks.check("Scene has requirements to forward", len(names) >= 10, names)
    gaps = missing(scene, any_scene)
    checks.check(f"AnyScene forwards all {len(names)} Scene requirements", not gaps,
                 ", ".join(f"{name} in {place}" for name, place in gaps))
    checks.finish()
