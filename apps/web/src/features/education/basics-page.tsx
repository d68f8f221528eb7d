import { Link } from 'react-router';
import { OhmTriangle } from './ohm-triangle';
import { BASICS_PATH, BASICS_TOPICS } from './topics';
import './education.css';

export function BasicsPage() {
  return (
    <div className="page edu-index">
      <h1>Electronics Basics</h1>
      <p className="lead">
        Eight short lessons that build on each other, from what an electron is to how an op-amp amplifies.
        Each has a diagram you can play with and links to the matching calculators.
      </p>
      <ol className="edu-topics">
        {BASICS_TOPICS.map((topic, index) => (
          <li key={topic.slug} className="card">
            <h2>
              <Link to={`${BASICS_PATH}/${topic.slug}`}>
                {index + 1}. {topic.title}
              </Link>
            </h2>
            <p>{topic.summary}</p>
          </li>
        ))}
      </ol>
      <div className="page-narrow edu-index-demo">
        <OhmTriangle />
        <p>
          More to read: <Link to="/education/zener-diodes">Zener diodes</Link>,{' '}
          <Link to="/education/power-electronics">Power electronics</Link>, and when you are ready,{' '}
          <Link to="/education/quiz">the quiz</Link>.
        </p>
      </div>
    </div>
  );
}
