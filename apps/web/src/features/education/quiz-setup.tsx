import {
  QUIZ_TOPIC_CHOICES,
  QUIZ_TOPICS,
  questionsForTopic,
  type QuizTopicChoice,
} from '@electrobench/contracts/quiz-bank';
import { lengthOptions } from './quiz-deck';
import { countOf } from '../../lib/plural';

interface QuizSetupProps {
  topic: QuizTopicChoice;
  length: number;
  onTopic: (topic: QuizTopicChoice) => void;
  onLength: (length: number) => void;
  onStart: () => void;
}

/** Topic and length, kept in the URL by the page so a quiz can be shared ("10 questions on diodes"). */
export function QuizSetup({ topic, length, onTopic, onLength, onStart }: QuizSetupProps) {
  const options = lengthOptions(topic);
  const whole = questionsForTopic(topic).length;
  return (
    <form
      className="card quiz-setup"
      onSubmit={(event) => {
        event.preventDefault();
        onStart();
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor="quiz-topic">
          Topic
        </label>
        <select
          id="quiz-topic"
          className="input"
          value={topic}
          onChange={(event) => {
            const chosen = QUIZ_TOPIC_CHOICES.find((t) => t === event.target.value);
            if (chosen) onTopic(chosen);
          }}
        >
          {QUIZ_TOPIC_CHOICES.map((t) => (
            <option key={t} value={t}>
              {QUIZ_TOPICS[t].name} ({countOf(questionsForTopic(t).length, 'question')})
            </option>
          ))}
        </select>
      </div>
      <fieldset className="quiz-lengths">
        <legend className="field-label">Number of questions</legend>
        {options.map((n) => (
          <label key={n} className="quiz-length">
            <input type="radio" name="length" value={n} checked={length === n} onChange={() => onLength(n)} />
            {n === whole ? `${n} (all)` : n}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary">
        Start quiz
      </button>
    </form>
  );
}
