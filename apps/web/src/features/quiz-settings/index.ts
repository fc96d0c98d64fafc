export { LearningToolSections } from './components/learning-tool-section';
