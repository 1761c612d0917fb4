// Random play in OpenSpiel's Skat and Slovenian Tarok, measured as `tarock bench --play-phase` measures
// tarock's games: 256 positions at the first card play, each from a fresh deal with the bidding (and in
// Tarok the king calling and talon exchange, in Skat the discard) played by uniformly random decisions;
// each batch is cloned from them before its clock starts, then every clone is played to the end of the
// hand by uniformly random legal actions. Only the card play is timed. A warm-up of one run, then RUNS
// timed runs of about MILLIS ms each; the median run is printed. Skat from the deal: whole random games
// (new initial state, deal by the chance outcomes, bidding, discard, play) per second, timed whole.
//
// Usage: os-bench [RUNS] [MILLIS]
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

#include "open_spiel/games/skat/skat.h"
#include "open_spiel/games/tarok/tarok.h"
#include "open_spiel/spiel.h"

namespace {

using open_spiel::Action;
using open_spiel::State;

struct Random {  // SplitMix64: cheap, so that the game's code and not the generator is measured
  uint64_t s;
  uint64_t next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  size_t below(size_t n) { return static_cast<size_t>(((next() >> 32) * n) >> 32); }
  double unit() { return (next() >> 11) * 0x1.0p-53; }
};

void chance(State& s, Random& r) {
  auto outcomes = s.ChanceOutcomes();
  double x = r.unit(), sum = 0;
  for (auto& [a, p] : outcomes) {
    sum += p;
    if (x < sum) { s.ApplyAction(a); return; }
  }
  s.ApplyAction(outcomes.back().first);
}

// One random decision (a chance outcome by its probability, else a uniformly random legal action).
void step(State& s, Random& r) {
  if (s.IsChanceNode()) { chance(s, r); return; }
  std::vector<Action> legal = s.LegalActions();
  s.ApplyAction(legal[r.below(legal.size())]);
}

bool skatInPlay(const State& s) {
  // Play begins once a game type was bid (an action above the pass) and the two cards of the Skat discarded.
  const auto& h = s.History();
  for (size_t i = 0; i < h.size(); i++) {
    Action a = h[i];
    if (a > open_spiel::skat::kBiddingActionBase + open_spiel::skat::kPass && a < open_spiel::skat::kNumActions
        && i >= open_spiel::skat::kNumCards) {
      return h.size() >= i + 3;
    }
  }
  return false;
}

bool tarokInPlay(const State& s) {
  return static_cast<const open_spiel::tarok::TarokState&>(s).CurrentGamePhase()
      == open_spiel::tarok::GamePhase::kTricksPlaying;
}

std::vector<std::unique_ptr<State>> firstPlays(const open_spiel::Game& g, bool (*inPlay)(const State&),
                                               Random& r) {
  std::vector<std::unique_ptr<State>> out;
  while (out.size() < 256) {
    auto s = g.NewInitialState();
    while (!s->IsTerminal() && !inPlay(*s)) step(*s, r);
    if (!s->IsTerminal()) out.push_back(std::move(s));
  }
  return out;
}

using Clock = std::chrono::steady_clock;

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

double cardPlaysPerSecond(const open_spiel::Game& g, bool (*inPlay)(const State&), int runs, long millis,
                          double* playsPerHand) {
  Random r{12345};
  auto positions = firstPlays(g, inPlay, r);
  std::vector<std::unique_ptr<State>> batch(positions.size());
  std::vector<double> rates;
  long hands = 0, allPlays = 0;
  for (int run = -1; run < runs; run++) {  // run -1: the warm-up
    double nanos = 0;
    long plays = 0, batches = 0;
    while (nanos < millis * 1e6) {
      batches++;
      for (size_t i = 0; i < positions.size(); i++) batch[i] = positions[i]->Clone();
      auto start = Clock::now();
      for (auto& s : batch) {
        while (!s->IsTerminal()) {
          std::vector<Action> legal = s->LegalActions();
          s->ApplyAction(legal[r.below(legal.size())]);
          plays++;
        }
      }
      nanos += std::chrono::duration<double, std::nano>(Clock::now() - start).count();
    }
    if (run >= 0) rates.push_back(plays * 1e9 / nanos);
    hands += static_cast<long>(positions.size()) * batches;
    allPlays += plays;
  }
  *playsPerHand = static_cast<double>(allPlays) / hands;
  return median(rates);
}

double gamesPerSecond(const open_spiel::Game& g, int runs, long millis, double* actionsPerGame) {
  Random r{6789};
  std::vector<double> rates;
  long games = 0, actions = 0;
  for (int run = -1; run < runs; run++) {
    long n = 0;
    auto start = Clock::now();
    double nanos = 0;
    while (nanos < millis * 1e6) {
      for (int k = 0; k < 256; k++) {
        auto s = g.NewInitialState();
        while (!s->IsTerminal()) { step(*s, r); }
        actions += s->History().size();
        n++;
      }
      nanos = std::chrono::duration<double, std::nano>(Clock::now() - start).count();
    }
    games += n;
    if (run >= 0) rates.push_back(n * 1e9 / nanos);
  }
  *actionsPerGame = static_cast<double>(actions) / games;
  return median(rates);
}

}  // namespace

int main(int argc, char** argv) {
  int runs = argc > 1 ? std::atoi(argv[1]) : 3;
  long millis = argc > 2 ? std::atol(argv[2]) : 1000;
  auto skat = open_spiel::LoadGame("skat");
  auto tarok = open_spiel::LoadGame("tarok", {{"players", open_spiel::GameParameter(3)},
                                              {"rng_seed", open_spiel::GameParameter(12345)}});
  double perHand = 0;
  double rate = cardPlaysPerSecond(*skat, skatInPlay, runs, millis, &perHand);
  std::printf("openspiel skat card-plays/s: %.0f (%.1f card plays a hand)\n", rate, perHand);
  std::fflush(stdout);
  rate = cardPlaysPerSecond(*tarok, tarokInPlay, runs, millis, &perHand);
  std::printf("openspiel tarok card-plays/s: %.0f (%.1f card plays a hand)\n", rate, perHand);
  std::fflush(stdout);
  double perGame = 0;
  double games = gamesPerSecond(*skat, runs, millis, &perGame);
  std::printf("openspiel skat games/s: %.0f (%.1f actions a game, the deal's 32 included)\n", games, perGame);
  return 0;
}
